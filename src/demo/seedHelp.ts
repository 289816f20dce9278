import { db, type Db } from './db';
import { textPdf } from './textPdf';

/** A file the demo serves (help guides, downloads, summary reports). */
export interface DemoFile {
  id: number;
  name: string;
  mime: string;
  content: Uint8Array;
}

export interface HelpGuideRow {
  id: number;
  title: string;
  description: string;
  fileId: number;
}

export interface HelpDownloadRow extends HelpGuideRow {
  file_type: string;
}

export interface HelpContactRow {
  id: number;
  name: string;
  title: string;
  phone: string;
  email: string;
  image_path: string | null;
}

export interface SummaryReportRow {
  id: number;
  name: string;
  level: number;
  fileId: number;
}

export interface SummaryWaveRow {
  wave_id: number;
  name: string;
  reports: SummaryReportRow[];
}

/** Help, summary reports and password confirmations of the demo (kept beside the database, reset with it). */
export interface SupportData {
  files: DemoFile[];
  guides: HelpGuideRow[];
  downloads: HelpDownloadRow[];
  contacts: HelpContactRow[];
  summaryWaves: SummaryWaveRow[];
  /** Tokens that confirmed their password recently (for an e-mail change), with the time. */
  passwordConfirmed: Map<string, number>;
}

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  csv: 'text/csv',
  txt: 'text/plain',
  zip: 'application/zip',
};

function makeFile(files: DemoFile[], title: string, type: string, padTo = 0): number {
  const id = files.length + 1;
  let text =
    type === 'pdf'
      ? new TextDecoder().decode(textPdf([title]))
      : type === 'csv'
        ? `Title,Value\n"${title.replace(/"/g, '""')}",1\n`
        : `Demo ${type.toUpperCase()} file: ${title}\n`;
  if (padTo > text.length) text += ' '.repeat(padTo - text.length);
  const safeName =
    title
      .replace(/[^\w .-]+/g, '')
      .trim()
      .replace(/\s+/g, '-') || 'file';
  files.push({ id, name: `${safeName}.${type}`, mime: MIME[type] ?? 'application/octet-stream', content: new TextEncoder().encode(text) });
  return id;
}

function build(): SupportData {
  const files: DemoFile[] = [];
  const guides: HelpGuideRow[] = [
    {
      id: 1,
      title: 'Getting started with the portal',
      description: 'Signing in, the dashboard and finding your way around.',
      fileId: makeFile(files, 'Getting started with the portal', 'pdf', 1_250_000),
    },
    {
      id: 2,
      title: 'Case management guide',
      description: 'Working cases from new to resolved: notes, replies, forwarding and attachments.',
      fileId: makeFile(files, 'Case management guide', 'docx', 48_000),
    },
    {
      id: 3,
      title: 'Reporting walkthrough',
      description: 'Quick and advanced reports, filters and exports.',
      fileId: makeFile(files, 'Reporting walkthrough', 'pptx', 2_400_000),
    },
    {
      id: 4,
      title: '<b>Release notes</b> <script>alert(1)</script>',
      description: 'What changed in this version. <img src=x onerror=alert(1)>',
      fileId: makeFile(files, 'Release notes', 'txt', 900),
    },
  ];
  const downloadTypes: Array<[string, string, string, number]> = [
    ['Location list', 'Every site with its region and format.', 'xlsx', 36_000],
    ['Survey question bank', 'The questions of the current programme.', 'xls', 120_000],
    ['Monthly summary template', 'Slides for your monthly review.', 'ppt', 3_100_000],
    ['Brand standards', 'The standards the shoppers check.', 'pdf', 640_000],
    ['Contact sheet', 'Names and numbers of the programme team.', 'doc', 22_000],
    ['Raw scores export', 'All scores of the last wave.', 'csv', 5_400],
    ['Logo pack', 'Logos for your internal material.', 'zip', 410_000],
  ];
  const downloads: HelpDownloadRow[] = downloadTypes.map(([title, description, type, size], index) => ({
    id: index + 1,
    title,
    description,
    file_type: type,
    fileId: makeFile(files, title, type, size),
  }));
  const contacts: HelpContactRow[] = [
    { id: 1, name: 'Dana Whitfield', title: 'Account Manager', phone: '(617) 555-0142', email: 'dana.whitfield@example.com', image_path: '/api/help/images/1' },
    { id: 2, name: 'Luis Ortega', title: 'Programme Analyst', phone: '617-555-0199', email: 'luis.ortega@example.com', image_path: null },
    { id: 3, name: 'Priya Raman', title: 'Support Desk', phone: '+1 800 555 0100', email: 'support@example.com', image_path: '/api/help/images/404' },
  ];
  const reportNames: Array<[string, number, string]> = [
    ['Programme summary', 1, 'pdf'],
    ['Region: North East', 2, 'pdf'],
    ['Area: Boston Metro', 3, 'pdf'],
    ['District: Boston North', 4, 'xlsx'],
    ['Site: Cambridge Tunnel', 5, 'pdf'],
    ['Region: South', 2, 'pdf'],
    ['Area: Florida', 3, 'xlsx'],
  ];
  let reportId = 0;
  const reports = (wave: string, names: Array<[string, number, string]>) =>
    names.map(([name, level, type]) => {
      reportId += 1;
      return { id: reportId, name, level, fileId: makeFile(files, `${wave} ${name}`, type, 80_000 + reportId * 1000) };
    });
  const summaryWaves: SummaryWaveRow[] = [
    { wave_id: 301, name: 'October 2026', reports: reports('October 2026', reportNames) },
    { wave_id: 302, name: 'September 2026', reports: reports('September 2026', reportNames.slice(0, 3)) },
    { wave_id: 303, name: 'August 2026', reports: [] },
  ];
  return { files, guides, downloads, contacts, summaryWaves, passwordConfirmed: new Map() };
}

const store = new WeakMap<Db, SupportData>();

/** The support data of the live database (built on first use, fresh after every reset). */
export function supportData(): SupportData {
  const current = db();
  let data = store.get(current);
  if (!data) {
    data = build();
    store.set(current, data);
  }
  return data;
}
