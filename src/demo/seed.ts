import { ALL_PERMISSIONS, OVERALL_ADMIN_ROLE, P, type Permission } from '@/lib/permissions';
import { demoConfig, registerSeeder, type CaseRow, type Db, type RegionLevel, type RegionRow } from './db';
import { createRandom, daysAgo, formatDate, formatDateTime, type Random } from './random';
import { demoNow } from './clock';
import { seedProgramme } from './seedProgramme';

/** The demo company: its own wave and location labels show throughout the portal. */
export const DEMO_COMPANY_ID = 913;
/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'demo1234';

/** The demo accounts, as README.md lists them. */
export const DEMO_ACCOUNTS = [
  { key: 'admin', email: 'admin@example.com', name: 'Alex Admin', role: OVERALL_ADMIN_ROLE, may: 'everything, plus Admin Functions (become user)' },
  { key: 'manager', email: 'manager@example.com', name: 'Morgan Manager', role: 'Regional Manager', may: 'every area: dashboards and full case management' },
  { key: 'viewer', email: 'viewer@example.com', name: 'Val Viewer', role: 'Store Viewer', may: 'view the dashboard, the case dashboard and cases; no changes' },
  { key: 'norole', email: 'norole@example.com', name: 'Noel Nopermissions', role: null, may: 'nothing: lands on the Restricted page' },
] as const;

export type DemoAccountKey = (typeof DEMO_ACCOUNTS)[number]['key'];

// The manager lacks two quick reports (so the quick list is visibly filtered).
const MANAGER_EXCLUDED: Permission[] = [
  P.VIEW_ADDITIONAL_VISITS,
  P.VIEW_ADDITIONAL_SURVEYS,
  'reporting - view score split - quick',
  'reporting - view rank for question - quick',
];
const VIEWER_PERMISSIONS: Permission[] = [
  P.VIEW_DASHBOARD,
  P.VIEW_NPS_DASHBOARD,
  P.VIEW_CASE_MANAGEMENT,
  P.CASE_MANAGEMENT_VIEW_CASES,
  P.VIEW_HELP,
  P.HELP_VIEW_HELP,
  P.HELP_USER_GUIDES,
  P.HELP_VIEW_USER_GUIDE,
  P.VIEW_PROFILE,
  P.PROFILE_VIEW_CONTACT_DETAILS,
  P.VIEW_REPORTING,
  'reporting - view rank - quick',
  'reporting - view trend - quick',
  'reporting - view nps - quick',
];

const FIRST_NAMES = [
  'Avery',
  'Jordan',
  'Taylor',
  'Casey',
  'Riley',
  'Jamie',
  'Quinn',
  'Reese',
  'Parker',
  'Drew',
  'Skyler',
  'Rowan',
  'Emerson',
  'Finley',
  'Harper',
  'Logan',
  'Sawyer',
  'Blake',
  'Cameron',
  'Dakota',
  'Elliot',
  'Hayden',
  'Kendall',
  'Morgan',
  'Peyton',
  'Sydney',
];
const LAST_NAMES = [
  'Nguyen',
  'Garcia',
  'Smith',
  'Johnson',
  'Patel',
  'Brown',
  'Lee',
  'Martinez',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'White',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
  'Young',
  'King',
];
const CITIES: Array<[string, string]> = [
  ['Boston', 'MA'],
  ['Worcester', 'MA'],
  ['Providence', 'RI'],
  ['Hartford', 'CT'],
  ['New Haven', 'CT'],
  ['Albany', 'NY'],
  ['Buffalo', 'NY'],
  ['Rochester', 'NY'],
  ['Newark', 'NJ'],
  ['Trenton', 'NJ'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['Baltimore', 'MD'],
  ['Richmond', 'VA'],
  ['Norfolk', 'VA'],
  ['Raleigh', 'NC'],
  ['Charlotte', 'NC'],
  ['Columbia', 'SC'],
  ['Atlanta', 'GA'],
  ['Savannah', 'GA'],
  ['Orlando', 'FL'],
  ['Tampa', 'FL'],
  ['Miami', 'FL'],
  ['Jacksonville', 'FL'],
  ['Nashville', 'TN'],
  ['Memphis', 'TN'],
  ['Louisville', 'KY'],
  ['Columbus', 'OH'],
  ['Cleveland', 'OH'],
  ['Detroit', 'MI'],
  ['Lansing', 'MI'],
  ['Indianapolis', 'IN'],
  ['Chicago', 'IL'],
  ['Springfield', 'IL'],
  ['Milwaukee', 'WI'],
  ['Madison', 'WI'],
  ['Minneapolis', 'MN'],
  ['Des Moines', 'IA'],
  ['Omaha', 'NE'],
  ['Kansas City', 'MO'],
  ['St. Louis', 'MO'],
  ['Tulsa', 'OK'],
  ['Dallas', 'TX'],
  ['Austin', 'TX'],
  ['Houston', 'TX'],
  ['San Antonio', 'TX'],
  ['El Paso', 'TX'],
  ['Albuquerque', 'NM'],
  ['Phoenix', 'AZ'],
  ['Tucson', 'AZ'],
  ['Denver', 'CO'],
  ['Boulder', 'CO'],
  ['Salt Lake City', 'UT'],
  ['Boise', 'ID'],
  ['Las Vegas', 'NV'],
  ['Reno', 'NV'],
  ['Sacramento', 'CA'],
  ['Fresno', 'CA'],
  ['San Diego', 'CA'],
  ['Los Angeles', 'CA'],
  ['San Jose', 'CA'],
  ['Portland', 'OR'],
  ['Seattle', 'WA'],
  ['Spokane', 'WA'],
];
const STREETS = ['Main St', 'Oak Ave', 'Maple Dr', 'Washington Blvd', 'Lake Rd', 'Highland Ave', 'Park Pl', 'Cedar Ln', 'Elm St', 'Sunset Blvd'];

const CASE_NOTES = [
  'Customer says the wash missed the rear of the vehicle and the wheels were still dirty.\nThey would like a free rewash.',
  'The attendant was very friendly and helped with the vacuum station. Wanted to pass on thanks.',
  'Waited over 25 minutes in line on Saturday morning, only one lane was open.',
  'Membership was charged twice this month. Please refund the duplicate charge.',
  'Side mirror was damaged going through the tunnel. Customer has photos.',
  'Asked whether the unlimited plan can be shared between two vehicles.',
  'Dryer at the end of the tunnel not working, car left soaking wet.',
  'Price on the board did not match what was charged at the pay station.',
  'Customer reports an employee was rude when asked about the tyre shine option.',
  'Great experience, the new foam colours were a hit with the kids!',
];
const FOLLOWUP_NOTES = [
  'Called the customer and left a voicemail.',
  'Spoke to the site manager; reviewing camera footage.',
  'Offered a complimentary wash, customer accepted.',
  'Refund processed through the membership portal.',
  'Escalated to the area director for a decision.',
  'Customer confirmed they are happy with the outcome.',
];

/** A moment between midnight and now, `fraction` of the way: seeded "today" rows are never in the future. */
function earlierToday(fraction: number): Date {
  const midnight = daysAgo(0, 0, 0).getTime();
  return new Date(midnight + Math.floor((demoNow() - midnight) * Math.min(Math.max(fraction, 0), 1)));
}

/** `time`, unless that is in the future: then a moment between `floor` and now. */
function notAfterNow(time: number, floor: Date): Date {
  const now = demoNow();
  return new Date(time <= now ? time : floor.getTime() + Math.floor((now - floor.getTime()) / 2));
}

function seedUsers(data: Db, random: Random): void {
  const all = ALL_PERMISSIONS as readonly string[];
  data.permissions = all.map((name, index) => {
    const [group, action] = name.split(' - ');
    return { id: index + 1, name, short_name: action ?? name, group: group ?? 'other' };
  });
  data.roles = [
    { id: 1, name: OVERALL_ADMIN_ROLE, company_id: DEMO_COMPANY_ID, permissions: [...all] },
    { id: 2, name: 'Regional Manager', company_id: DEMO_COMPANY_ID, permissions: all.filter((p) => !MANAGER_EXCLUDED.includes(p as Permission)) },
    { id: 3, name: 'Store Viewer', company_id: DEMO_COMPANY_ID, permissions: [...VIEWER_PERMISSIONS] },
    { id: 4, name: 'Area Director', company_id: DEMO_COMPANY_ID, permissions: all.filter((p) => !p.startsWith('case management - delete')) },
    {
      id: 5,
      name: 'Site Manager',
      company_id: DEMO_COMPANY_ID,
      permissions: [
        ...VIEWER_PERMISSIONS,
        P.VIEW_CRITICAL_FOCUS,
        P.CRITICAL_FOCUS_VIEW_OPEN_CRITICAL_FOCUS,
        P.CRITICAL_FOCUS_VIEW_DETAILS,
        P.CRITICAL_FOCUS_UPDATE_OPEN_CRITICAL_FOCUS,
      ],
    },
  ];
  data.users = DEMO_ACCOUNTS.map((account, index) => {
    const [first, last] = account.name.split(' ') as [string, string];
    return {
      id: index + 1,
      encrypted_id: `enc-${(index + 1).toString(36)}-demo`,
      company_id: DEMO_COMPANY_ID,
      first_name: first,
      last_name: last,
      email: account.email,
      password: DEMO_PASSWORD,
      phone: `61755501${String(index).padStart(2, '0')}`,
      timezone: 'US/Eastern',
      roles: account.role ? [account.role] : [],
      max_reporting_level: account.key === 'viewer' ? 'rbm' : 'md',
      active: true,
    };
  });
  const otherRoles = ['Area Director', 'Site Manager', 'Store Viewer', 'Regional Manager'];
  for (let index = 0; index < 36 * demoConfig.scale && index < 5000; index += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const id = 10 + index;
    data.users.push({
      id,
      encrypted_id: `enc-${id.toString(36)}-demo`,
      company_id: DEMO_COMPANY_ID,
      first_name: first,
      last_name: last,
      email: `${first}.${last}${id}@example.com`.toLowerCase(),
      password: DEMO_PASSWORD,
      phone: `555${String(1000000 + id).slice(-7)}`,
      timezone: random.pick(['US/Eastern', 'US/Central', 'America/Phoenix', 'America/Los_Angeles']),
      roles: index % 9 === 4 ? [] : [random.pick(otherRoles)],
      max_reporting_level: random.pick(['md', 'od', 'rbm', 'bdm'] as const),
      active: index % 13 !== 7,
    });
  }
}

function seedRegions(data: Db, random: Random): void {
  const levels: RegionLevel[] = ['md', 'od', 'rbm', 'bdm'];
  const names: Record<RegionLevel, string[]> = {
    md: ['East Division', 'West Division'],
    od: ['Atlantic', 'Southeast', 'Midwest', 'Mountain & Pacific'],
    rbm: ['New England', 'Mid-Atlantic', 'Carolinas', 'Florida', 'Great Lakes', 'Plains', 'Southwest', 'Pacific Northwest'],
    bdm: [],
  };
  let id = 1;
  const byLevel: Record<RegionLevel, RegionRow[]> = { md: [], od: [], rbm: [], bdm: [] };
  levels.forEach((level, depth) => {
    const parents = depth === 0 ? [null] : byLevel[levels[depth - 1] as RegionLevel];
    parents.forEach((parent, parentIndex) => {
      const count = depth === 0 ? 2 : 2;
      for (let child = 0; child < count; child += 1) {
        const index = parentIndex * count + child;
        const name =
          level === 'bdm'
            ? `District ${String(index + 1).padStart(2, '0')}`
            : (names[level][depth === 0 ? child : index] ?? `${level.toUpperCase()} ${index + 1}`);
        const row: RegionRow = {
          id: id++,
          level,
          name,
          parentId: parent ? parent.id : null,
          managerName: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
        };
        byLevel[level].push(row);
      }
    });
  });
  data.regions = [...byLevel.md, ...byLevel.od, ...byLevel.rbm, ...byLevel.bdm];
  data.locationTypes = [
    { id: 1, name: 'Express' },
    { id: 2, name: 'Full Service' },
    { id: 3, name: 'Flex Serve' },
  ];
  data.locationSubTypes = [
    { id: 1, name: 'Single Tunnel' },
    { id: 2, name: 'Double Tunnel' },
    { id: 3, name: 'In-Bay' },
  ];
  data.locationGrades = [
    { id: 1, name: 'Flagship' },
    { id: 2, name: 'Standard' },
    { id: 3, name: 'Developing' },
  ];
  let locationId = 101;
  byLevel.bdm.forEach((bdm, bdmIndex) => {
    for (let index = 0; index < 4; index += 1) {
      const [city, state] = CITIES[(bdmIndex * 4 + index) % CITIES.length] as [string, string];
      data.locations.push({
        id: locationId,
        name: `${city} #${locationId}`,
        bdmId: bdm.id,
        address: `${random.int(10, 9999)} ${random.pick(STREETS)}`,
        city,
        state,
        zip: String(random.int(10000, 99999)),
        typeId: random.int(1, 3),
        subTypeId: random.int(1, 3),
        gradeId: random.int(1, 3),
      });
      locationId += 1;
    }
  });
}

function seedSchemesAndWaves(data: Db): void {
  data.schemes = [
    { id: 1, name: 'Mystery Shop Program', type: 0, has_nps: true, is_default: true, query_window_length: 14, has_competencies: true },
    { id: 2, name: 'Site Safety Audit', type: 1, has_nps: false, is_default: false, query_window_length: 7, has_competencies: false },
    { id: 3, name: 'Imported Sales Data', type: 2, has_nps: false, is_default: false, query_window_length: 0, has_competencies: false },
    { id: 4, name: 'Customer Experience Survey', type: 4, has_nps: true, is_default: false, query_window_length: 0, has_competencies: false },
    { id: 5, name: 'Customer Cases', type: 12, has_nps: false, is_default: false, query_window_length: 0, has_competencies: false },
    {
      id: 6,
      name: 'Crew Satisfaction',
      type: 4,
      has_nps: false,
      is_default: false,
      query_window_length: 0,
      has_competencies: false,
      dashboard_body: 'crew-satisfaction',
    },
    {
      id: 7,
      name: 'Executive Overview',
      type: 0,
      has_nps: true,
      is_default: false,
      query_window_length: 0,
      has_competencies: false,
      dashboard_body: 'override',
    },
  ];
  data.multiSchemes = [
    { id: 101, name: 'All Survey Data', type: 1, schemeIds: [4], has_nps: true },
    { id: 102, name: 'Combined Shop & Survey', type: 2, schemeIds: [1, 4], has_nps: true },
  ];
  // Fourteen monthly waves, in quarterly groups, the newest still in progress.
  const now = daysAgo(0);
  const months = 14;
  const groups = new Map<string, number>();
  for (let back = months - 1; back >= 0; back -= 1) {
    const start = new Date(now.getFullYear(), now.getMonth() - back, 1);
    const end = new Date(now.getFullYear(), now.getMonth() - back + 1, 0);
    const quarter = `Q${Math.floor(start.getMonth() / 3) + 1} ${start.getFullYear()}`;
    if (!groups.has(quarter)) {
      groups.set(quarter, groups.size + 1);
      data.waveGroups.push({ id: groups.size, name: quarter });
    }
    data.waves.push({
      id: months - back,
      name: start.toLocaleString('en-US', { month: 'long', year: 'numeric' }),
      groupId: groups.get(quarter) as number,
      startDate: formatDate(start),
      endDate: formatDate(end),
      status: back === 0 ? 3 : 8,
    });
  }
}

function seedCases(data: Db, random: Random): void {
  data.caseSources = ['Phone', 'Email', 'Website', 'Social Media', 'In Person', 'Survey'].map((name, index) => ({ id: index + 1, name }));
  data.caseTypes = ['Complaint', 'Compliment', 'Enquiry', 'Damage Claim', 'Refund Request'].map((name, index) => ({ id: index + 1, name }));
  data.caseCategories = ['Wait Time', 'Staff Attitude', 'Wash Quality', 'Pricing', 'Equipment', 'Cleanliness', 'Membership', 'Billing'].map((name, index) => ({
    id: index + 1,
    name,
  }));
  data.caseStatuses = [
    { id: 1, name: 'New', resolve_status: false },
    { id: 2, name: 'In Progress', resolve_status: false },
    { id: 3, name: 'Awaiting Customer', resolve_status: false },
    { id: 4, name: 'Escalated', resolve_status: false },
    { id: 5, name: 'Resolved', resolve_status: true },
    { id: 6, name: 'Closed - No Action', resolve_status: true },
  ];
  data.distributionLists = [
    { id: 1, name: 'Area Directors', emails: ['area.directors@example.com'] },
    { id: 2, name: 'Customer Care Team', emails: ['care@example.com'] },
    { id: 3, name: 'Operations', emails: ['ops@example.com'] },
    { id: 4, name: 'Marketing', emails: ['marketing@example.com'] },
  ];
  data.customerLabels = { extra_a_label: 'Membership Number', extra_b_label: 'Vehicle Plate' };

  const staff = data.users.filter((user) => user.roles.length > 0).slice(0, 12);
  for (let index = 0; index < 90 * Math.min(demoConfig.scale, 50); index += 1) {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const [city, state] = random.pick(CITIES);
    const invalidEmail = index % 11 === 3;
    data.customers.push({
      id: 501 + index,
      name: index % 17 === 5 ? '' : `${first} ${last}`,
      email: invalidEmail ? `${first.toLowerCase()}.${last.toLowerCase()}@` : `${first}.${last}${index}@mail.example`.toLowerCase(),
      phone: `555${String(2000000 + index * 37).slice(-7)}`,
      address: `${random.int(1, 999)} ${random.pick(STREETS)}`,
      city,
      state,
      zip: String(random.int(10000, 99999)),
      extra_a: index % 3 === 0 ? `M-${100000 + index}` : '',
      extra_b: index % 4 === 0 ? `${random.pick(['ABC', 'XYZ', 'KLM'])}-${random.int(100, 999)}` : '',
    });
  }

  const count = Math.min(150 * demoConfig.scale, 99_999);
  let noteId = 1;
  for (let index = 0; index < count; index += 1) {
    const id = 1001 + index;
    // A handful opened and closed today, the rest spread over the last four months.
    const ageDays = index < 4 ? 0 : index < 8 ? random.int(1, 3) : random.int(1, 120);
    const hour = random.int(7, 18);
    const minute = random.int(0, 59);
    // Today's cases fall between midnight and now (a fraction from the same draws keeps the stream).
    const created = ageDays === 0 ? earlierToday((((hour - 7) * 60 + minute) / (12 * 60)) * 0.5) : daysAgo(ageDays, hour, minute);
    const creator = random.pick(staff);
    const resolved = index >= 4 && index < 6 ? true : index < 4 ? false : random.chance(0.45);
    const statusId = resolved ? random.pick([5, 5, 5, 6]) : index < 2 ? 1 : random.pick([1, 1, 2, 2, 3, 4]);
    const resolvedAt = resolved
      ? index < 6
        ? earlierToday(0.6 + index * 0.05)
        : new Date(Math.min(created.getTime() + random.int(2, 240) * 3_600_000, earlierToday(0.05).getTime()))
      : null;
    const customer = random.chance(0.72) ? random.pick(data.customers) : null;
    const categoryCount = random.int(0, 3);
    const categories = [...data.caseCategories].sort(() => random.next() - 0.5).slice(0, categoryCount);
    const updated =
      resolvedAt ?? new Date(Math.min(created.getTime() + random.int(0, 72) * 3_600_000, Math.max(created.getTime(), earlierToday(0.9).getTime())));
    const row: CaseRow = {
      id,
      note: index === 9 ? 'Customer wrote: <b>bold</b> <script>alert("x")</script> & asked for "help" <img src=x onerror=alert(1)>' : random.pick(CASE_NOTES),
      survey_id: index % 5 === 0 ? 70000 + index : 0,
      job_id: index % 7 === 0 ? 50000 + index : 0,
      wants_contact: customer !== null && random.chance(0.8),
      created_date: formatDateTime(created),
      created_by_id: creator.id,
      updated_date: formatDateTime(updated),
      updated_by_id: random.pick(staff).id,
      resolved_by_id: resolved ? random.pick(staff).id : null,
      resolved_date: resolvedAt ? formatDateTime(resolvedAt) : null,
      location_id: random.pick(data.locations).id,
      source_id: random.pick(data.caseSources).id,
      type_id: random.pick(data.caseTypes).id,
      category_a_id: categories[0]?.id ?? null,
      category_b_id: categories[1]?.id ?? null,
      category_c_id: categories[2]?.id ?? null,
      status_id: statusId,
      customer_id: customer?.id ?? null,
      deleted: false,
    };
    data.cases.push(row);
    const notes = statusId === 1 ? 0 : random.int(1, 4);
    for (let n = 0; n < notes; n += 1) {
      const last = n === notes - 1;
      data.caseNotes.push({
        id: noteId++,
        case_id: id,
        status_id: last ? statusId : random.pick([2, 3, 4]),
        note: last && resolved ? 'Resolved with the customer. Closing the case.' : random.pick(FOLLOWUP_NOTES),
        created_date: formatDateTime(notAfterNow(created.getTime() + (n + 1) * 1_800_000, created)),
        created_by_id: random.pick(staff).id,
      });
    }
    if (index % 6 === 1) {
      const text = new TextEncoder().encode(`Receipt for case ${id}\nAmount: $${random.int(10, 40)}.00\n`);
      data.caseAttachments.push({
        id: data.caseAttachments.length + 1,
        case_id: id,
        description: 'Customer receipt',
        file_name: `receipt-${id}.txt`,
        file_size: text.byteLength,
        mime_type: 'text/plain',
        content: text,
        added_date: formatDateTime(notAfterNow(created.getTime() + 600_000, created)),
        added_by_id: creator.id,
      });
    }
  }
}

const PROGRAMME_TABLES = ['reportCategories', 'jobs', 'npsResponses', 'queries', 'criticalFocusStatuses', 'criticalFocus'] as const;

/**
 * The programme's results (jobs, NPS, queries, critical focus) are the bulk of the seed; they are
 * built on first use, so a test (or a reset) that never reads them does not pay for them. The
 * random stream is the seed's own, so the data is the same whenever it is built.
 */
function seedProgrammeLazily(data: Db, random: Random): void {
  let built = false;
  const build = () => {
    if (built) return;
    built = true;
    for (const table of PROGRAMME_TABLES) Object.defineProperty(data, table, { value: [], writable: true, enumerable: true, configurable: true });
    seedProgramme(data, random);
    data.sequences.queries = data.queries.reduce((max, row) => Math.max(max, row.id), 0);
  };
  for (const table of PROGRAMME_TABLES) {
    Object.defineProperty(data, table, {
      enumerable: true,
      configurable: true,
      get() {
        build();
        return data[table];
      },
      set(value) {
        build();
        data[table] = value;
      },
    });
  }
}

/** Builds the whole demo database from a fixed seed. */
export function seedDb(): Db {
  const random = createRandom(20261122);
  const data: Db = {
    company: {
      id: DEMO_COMPANY_ID,
      name: 'Splash Express Car Wash',
      waveLabel: 'Month',
      locationLabel: 'Site',
      typeLabel: 'Format',
      subTypeLabel: 'Tunnel Type',
      gradeLabel: 'Tier',
    },
    permissions: [],
    roles: [],
    users: [],
    tokens: new Map(),
    regions: [],
    locations: [],
    locationTypes: [],
    locationSubTypes: [],
    locationGrades: [],
    schemes: [],
    multiSchemes: [],
    waveGroups: [],
    waves: [],
    reportCategories: [],
    jobs: [],
    npsResponses: [],
    queries: [],
    criticalFocusStatuses: [],
    criticalFocus: [],
    caseSources: [],
    caseTypes: [],
    caseCategories: [],
    caseStatuses: [],
    customers: [],
    cases: [],
    caseNotes: [],
    caseAttachments: [],
    distributionLists: [],
    sentEmails: [],
    savedCaseFilters: [],
    customerLabels: { extra_a_label: '', extra_b_label: '' },
    sequences: { cases: 90000, caseNotes: 90000, caseAttachments: 90000, customers: 90000, roles: 100, tokens: 1 },
  };
  seedUsers(data, random);
  seedRegions(data, random);
  seedSchemesAndWaves(data);
  seedCases(data, random);
  const maxId = (rows: Array<{ id: number }>) => rows.reduce((max, row) => Math.max(max, row.id), 0);
  data.sequences = {
    cases: maxId(data.cases),
    caseNotes: maxId(data.caseNotes),
    caseAttachments: maxId(data.caseAttachments),
    customers: maxId(data.customers),
    roles: maxId(data.roles),
    tokens: 1,
  };
  seedProgrammeLazily(data, random);
  return data;
}

registerSeeder(seedDb);
