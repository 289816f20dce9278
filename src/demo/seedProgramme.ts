import { ANSWER_TYPE } from '@/lib/reportTypes';
import {
  demoConfig,
  type AnswerRow,
  type CategoryScoreRow,
  type CriticalFocusNoteRow,
  type CriticalFocusRow,
  type Db,
  type JobRow,
  type NpsResponseRow,
  type QueryNoteRow,
  type QueryQuestionRow,
  type QueryRow,
  type QuestionRow,
  type UserRow,
  type WaveRow,
} from './db';
import { createRandom, formatDate, formatDateTime, today, type Random } from './random';

/*
 * The programme's results: jobs (mystery shops, audits, surveys) with category scores and report
 * questions of every answer type, NPS responses, queries (disputes) and critical focus items.
 *
 * Volume at DEMO_SCALE=1: a mystery shop per site per wave (the running wave: the sites visited so
 * far), an audit per site per quarter, none or one survey per site per wave; NPS responses for
 * every shop and survey; about 30 queries and 30 critical focus items. DEMO_SCALE multiplies the
 * surveys (up to 99 999), the shops (up to 4 a site a wave) and the queries and critical focus
 * (up to 20 times).
 *
 * Speed and memory (the seed runs before every test): a job's answers are drawn from a seed of its
 * own, and only its scores are kept. `job.questions` is an own, enumerable accessor (JSON and
 * spreads see it) that builds the report questions from the shared questionnaire templates and
 * that seed on first read and keeps them; assigning to it replaces them. Seeded dates are relative
 * to midnight today, so every reset on one day gives the same data.
 */

/** Answer type codes (spec 001 §3): the portal's own catalogue. */
export { ANSWER_TYPE };

/** Query ticket statuses (spec 002 §3). */
export const QUERY_STATUS = { newTicket: 2, referred: 9, response: 11 } as const;
const QUERY_STATUS_NAMES: Record<number, string> = {
  2: 'New Ticket From Client',
  9: 'Referred To Client',
  11: 'Response From Client',
};

/** Critical focus statuses: NEW 10 and RESOLVED 4 come from the spec; the rest are assumed. */
export const CF_STATUS = { new: 10, inProgress: 1, contacted: 2, escalated: 3, resolved: 4 } as const;

/** The weight that marks an answer 'n/a'. */
const NA_WEIGHT = -100;
/** score_type: 0 not scored (or n/a), 1 full marks, 2 marks lost. */
const SCORE_NONE = 0;
const SCORE_PASS = 1;
const SCORE_FAIL = 2;

const DAY = 86_400_000;
const HOUR = 3_600_000;

const CATEGORIES = [
  'Greeting',
  'Wash Quality',
  'Site Cleanliness',
  'Sales & Upselling',
  'Speed of Service',
  'Staff Knowledge',
  'Membership Offer',
  'Farewell',
  'Safety & Compliance',
  'Equipment',
  'Signage & Pricing',
  'Visit Details',
  'Customer Feedback',
  'Overall Experience',
];
const CAT = {
  greeting: 1,
  washQuality: 2,
  cleanliness: 3,
  sales: 4,
  speed: 5,
  knowledge: 6,
  membership: 7,
  farewell: 8,
  safety: 9,
  equipment: 10,
  signage: 11,
  visitDetails: 12,
  feedback: 13,
  overall: 14,
} as const;

// ---------------------------------------------------------------------------------------------
// Questionnaire templates (shared by every job of a scheme)
// ---------------------------------------------------------------------------------------------

type Option = readonly [response: string, weight: number];

interface QuestionTemplate {
  num: number;
  text: string;
  chint?: string;
  type: number;
  category: number;
  /** Radio, dropdown and checkbox options; grid columns. */
  options?: readonly Option[];
  /** Grid and grid-fail rows. */
  rows?: readonly string[];
  /** Text-type answers: the pool a job's answer is drawn from (time, temp and money are generated). */
  texts?: readonly string[];
  /** Chance that a radio or dropdown question is answered n/a (it needs an n/a option). */
  naChance?: number;
  /** Comments the shopper or auditor wrote on a failed answer. */
  failComments?: readonly string[];
  /** Scoring questions are queryable unless this is false. */
  queryable?: boolean;
}

const yesNo = (points: number, withNa = false): readonly Option[] => [['Yes', points], ['No', 0], ...(withNa ? ([['N/A', NA_WEIGHT]] as const) : [])];
/** Options from `{ response: weight }`, in the order written (no response is a number, so none is reordered). */
const weighted = (options: Readonly<Record<string, number>>): readonly Option[] => Object.entries(options);
/** A free-text question whose answers are drawn from `texts`. */
const narrative = (num: number, text: string, category: number, texts: readonly string[]): QuestionTemplate => ({
  num,
  text,
  type: ANSWER_TYPE.narrative,
  category,
  texts,
});

const SHOPPER_NAMES = [
  'Marcus',
  'Jenna',
  'Luis',
  'Priya',
  'Tom',
  'Aaliyah',
  'Derek',
  'Sofia',
  'Kevin',
  'Hannah',
  'No name badge - tall, dark hair, blue cap',
  'Did not catch a name',
];
const SHOP_NARRATIVES = [
  'I pulled into the lane at the time noted and was greeted straight away by an attendant who explained the packages. The tunnel was running smoothly and the car came out clean, although the rear window still had some spots.',
  'There were three cars ahead of me. The attendant was friendly but did not mention the membership until I asked about it. The vacuums were busy and one was out of order.',
  'Very smooth visit. The team member guided me onto the conveyor with clear hand signals and thanked me at the exit. The dryers left a few drips on the mirrors.',
  'The pay station was unattended for a couple of minutes. Once someone arrived they were apologetic and quick. The wash itself was good, wheels were not fully clean.',
  'Site looked tidy, bins were emptied and the signage was easy to read. I would happily return.',
  'Attendant said "we\'re short-staffed today" & pointed me to the <closed> lane by mistake; sorted out quickly after.',
];
const SURVEY_NARRATIVES = [
  'Great wash, friendly team. Keep it up!',
  'The dryers need work, my car was still wet on the freeway.',
  'Love the membership, it is worth every penny.',
  'Waited too long on Saturday morning, please open a second lane.',
  'Vacuums had poor suction at stall 4.',
  'Staff member at the entrance was very helpful explaining the packages.',
  'Too expensive for what you get compared to the place down the road.',
  'My wheels were still dirty after the Ultimate wash.',
];
const GENERIC_FAIL_COMMENTS = [
  'Team member was on their phone.',
  'Not offered at any point during the visit.',
  'Only partially completed.',
  'See photo uploaded with the report.',
  'Had to ask before this was done.',
];
const GENERIC_PASS_COMMENTS = ['Done without prompting.', 'Excellent, very natural.', 'Clearly explained.'];
const AUDIT_NOTES = [
  'Site manager walked the audit with me. Chemical room tidy; two vacuum stations awaiting parts. Agreed to replace the wet floor sign at the exit by Friday.',
  'Overall a well-run site. Fire extinguisher tags are due next month. Menu board price for Ceramic Shield is out of date and was corrected during the visit.',
  'Eye-wash station was blocked by stock; moved during the audit. Conveyor guard rail loose, maintenance ticket raised.',
  'No issues found. Staff were wearing the correct PPE and the daily checklists were complete.',
];

const SHOP_QUESTIONS: readonly QuestionTemplate[] = [
  { num: 1, text: 'What time did you arrive at the site?', type: ANSWER_TYPE.time, category: CAT.visitDetails },
  {
    num: 2,
    text: 'How much did you pay for your wash (including tax)?',
    chint: 'Enter the amount on your receipt.',
    type: ANSWER_TYPE.money,
    category: CAT.visitDetails,
  },
  { num: 3, text: 'What was the outside temperature during your visit (°F)?', type: ANSWER_TYPE.temp, category: CAT.visitDetails },
  {
    num: 4,
    text: 'What was the name of the team member who greeted you?',
    chint: 'If there was no name badge, describe them.',
    type: ANSWER_TYPE.text,
    category: CAT.visitDetails,
    texts: SHOPPER_NAMES,
  },
  {
    num: 5,
    text: 'Were you greeted within 30 seconds of arriving at the pay station?',
    type: ANSWER_TYPE.radio,
    category: CAT.greeting,
    options: yesNo(5),
    failComments: ['Waited about two minutes before anyone came over.', 'The attendant was talking to a colleague and did not acknowledge me.'],
  },
  { num: 6, text: 'Did the team member make eye contact and smile?', type: ANSWER_TYPE.radio, category: CAT.greeting, options: yesNo(3) },
  {
    num: 7,
    text: 'How long did you wait in line before reaching the pay station?',
    type: ANSWER_TYPE.dropdown,
    category: CAT.speed,
    options: weighted({ 'Under 2 minutes': 5, '2 to 5 minutes': 3, '5 to 10 minutes': 1, 'Over 10 minutes': 0 }),
  },
  {
    num: 8,
    text: 'Which of the following did the team member mention? (select all that apply)',
    type: ANSWER_TYPE.checkbox,
    category: CAT.sales,
    options: weighted({ 'The top wash package': 2, 'Tyre shine': 1, 'Ceramic coating': 1, 'Undercarriage rinse': 1 }),
  },
  {
    num: 9,
    text: 'Were you offered the Unlimited Wash Club before choosing a wash package?',
    type: ANSWER_TYPE.radio,
    category: CAT.membership,
    options: yesNo(5),
    failComments: ['Membership was not mentioned at all.'],
  },
  {
    num: 10,
    text: 'Did the team member explain the benefits of the membership?',
    chint: 'Answer N/A if membership was not offered.',
    type: ANSWER_TYPE.radio,
    category: CAT.membership,
    options: yesNo(3, true),
    naChance: 0.15,
  },
  {
    num: 11,
    text: 'Could the team member answer your questions about the wash packages?',
    type: ANSWER_TYPE.radio,
    category: CAT.knowledge,
    options: yesNo(3, true),
    naChance: 0.1,
  },
  {
    num: 12,
    text: 'Please rate how clean each part of your vehicle was after the wash.',
    type: ANSWER_TYPE.grid,
    category: CAT.washQuality,
    rows: ['Front and hood', 'Sides and doors', 'Rear and trunk', 'Wheels and tyres'],
    options: weighted({ Excellent: 3, Good: 2, Fair: 1, Poor: 0 }),
  },
  {
    num: 13,
    text: 'Was the vehicle dry when it left the tunnel?',
    type: ANSWER_TYPE.radio,
    category: CAT.washQuality,
    options: yesNo(3),
    queryable: false,
    failComments: ['Water pooled on the roof and mirrors.'],
  },
  {
    num: 14,
    text: 'Were any of the following areas of the site dirty or in poor repair?',
    chint: 'Tick every area that failed.',
    type: ANSWER_TYPE.gridFail,
    category: CAT.cleanliness,
    rows: ['Vacuum stations', 'Pay station', 'Tunnel entrance', 'Restrooms', 'Trash cans'],
    options: weighted({ Pass: 2, Fail: 0 }),
  },
  {
    num: 15,
    text: 'Were the vacuum hoses and nozzles in working order?',
    type: ANSWER_TYPE.radio,
    category: CAT.equipment,
    options: yesNo(2, true),
    naChance: 0.2,
  },
  { num: 16, text: 'Were the wash package prices clearly displayed?', type: ANSWER_TYPE.radio, category: CAT.signage, options: yesNo(2) },
  { num: 17, text: 'Were you guided onto the conveyor clearly and safely?', type: ANSWER_TYPE.radio, category: CAT.safety, options: yesNo(4) },
  { num: 18, text: 'Did the team member thank you and invite you back?', type: ANSWER_TYPE.radio, category: CAT.farewell, options: yesNo(3) },
  {
    num: 19,
    text: 'On a scale of 0 to 10, how likely are you to recommend Splash Express to a friend or colleague?',
    type: ANSWER_TYPE.nps,
    category: CAT.overall,
  },
  {
    num: 20,
    text: 'Based on today\u2019s visit, would you return to this site?',
    type: ANSWER_TYPE.radio,
    category: CAT.overall,
    options: yesNo(5),
    queryable: false,
  },
  narrative(21, 'Please describe your visit in detail, including anything that stood out.', CAT.overall, SHOP_NARRATIVES),
];

const AUDIT_QUESTIONS: readonly QuestionTemplate[] = [
  { num: 1, text: 'What time did the audit start?', type: ANSWER_TYPE.time, category: CAT.visitDetails },
  {
    num: 2,
    text: 'Name of the manager on duty',
    type: ANSWER_TYPE.text,
    category: CAT.visitDetails,
    texts: ['Chris Dalton', 'Maria Gomez', 'Tyrone Bell', 'Anita Shah', 'Greg Olsen', 'Beth Park'],
  },
  { num: 3, text: 'Water temperature at the pre-soak arch (°F)', type: ANSWER_TYPE.temp, category: CAT.visitDetails },
  { num: 4, text: 'Petty cash counted at the start of the audit', type: ANSWER_TYPE.money, category: CAT.visitDetails },
  {
    num: 5,
    text: 'Safety equipment check: mark any item that fails.',
    type: ANSWER_TYPE.gridFail,
    category: CAT.safety,
    rows: ['Fire extinguishers', 'First aid kit', 'Emergency stop buttons', 'Eye-wash station', 'Wet floor signs'],
    options: weighted({ Pass: 3, Fail: 0 }),
    failComments: ['Extinguisher inspection tag out of date.', 'First aid kit missing burn dressings.'],
  },
  { num: 6, text: 'Is the chemical storage room locked and labelled?', type: ANSWER_TYPE.radio, category: CAT.safety, options: yesNo(5) },
  {
    num: 7,
    text: 'Are Safety Data Sheets available for every chemical on site?',
    type: ANSWER_TYPE.radio,
    category: CAT.safety,
    options: yesNo(5, true),
    naChance: 0.05,
  },
  {
    num: 8,
    text: 'Which daily checklists were completed and signed?',
    type: ANSWER_TYPE.checkbox,
    category: CAT.safety,
    options: weighted({ 'Opening checklist': 2, 'Tunnel inspection': 2, 'Chemical levels': 2, 'Closing checklist': 2 }),
  },
  {
    num: 9,
    text: 'Rate the condition of the following equipment.',
    type: ANSWER_TYPE.grid,
    category: CAT.equipment,
    rows: ['Conveyor', 'Brushes and wraps', 'Blowers and dryers', 'Pay station kiosk'],
    options: weighted({ Good: 2, 'Needs attention': 1, 'Out of service': 0 }),
  },
  {
    num: 10,
    text: 'How many vacuum stations were out of service?',
    type: ANSWER_TYPE.dropdown,
    category: CAT.equipment,
    options: weighted({ None: 4, One: 2, Two: 1, 'Three or more': 0 }),
  },
  {
    num: 11,
    text: 'Were all prices on the menu board correct?',
    type: ANSWER_TYPE.radio,
    category: CAT.signage,
    options: yesNo(3),
    failComments: ['Ceramic Shield price on the board did not match the POS.'],
  },
  { num: 12, text: 'Were the restrooms clean and stocked?', type: ANSWER_TYPE.radio, category: CAT.cleanliness, options: yesNo(3, true), naChance: 0.1 },
  { num: 13, text: 'Was the site free of litter and debris?', type: ANSWER_TYPE.radio, category: CAT.cleanliness, options: yesNo(3), queryable: false },
  narrative(14, 'Auditor\u2019s summary and the actions agreed with the site manager', CAT.feedback, AUDIT_NOTES),
];

const SURVEY_QUESTIONS: readonly QuestionTemplate[] = [
  { num: 1, text: 'How likely are you to recommend Splash Express to a friend or family member?', type: ANSWER_TYPE.nps, category: CAT.overall },
  { num: 2, text: 'Was your car clean when you left?', type: ANSWER_TYPE.radio, category: CAT.washQuality, options: yesNo(5), queryable: false },
  {
    num: 3,
    text: 'How would you rate the speed of service?',
    type: ANSWER_TYPE.dropdown,
    category: CAT.speed,
    options: weighted({ 'Very fast': 4, Fast: 3, Average: 2, Slow: 1, 'Very slow': 0 }),
    queryable: false,
  },
  {
    num: 4,
    text: 'How satisfied were you with each of the following?',
    type: ANSWER_TYPE.grid,
    category: CAT.overall,
    rows: ['Friendliness of staff', 'Value for money', 'Vacuum area'],
    options: weighted({ 'Very satisfied': 3, Satisfied: 2, Dissatisfied: 1, 'Very dissatisfied': 0 }),
    queryable: false,
  },
  {
    num: 5,
    text: 'Which services did you use today?',
    type: ANSWER_TYPE.checkbox,
    category: CAT.feedback,
    options: weighted({ 'Exterior wash': 0, 'Free vacuums': 0, 'Tyre shine': 0, 'Mat cleaner': 0 }),
  },
  {
    num: 6,
    text: 'Are you a member of the Unlimited Wash Club?',
    type: ANSWER_TYPE.radio,
    category: CAT.feedback,
    options: weighted({ Yes: 0, No: 0 }),
  },
  {
    num: 7,
    text: 'If a team member stood out today, what was their name?',
    type: ANSWER_TYPE.text,
    category: CAT.feedback,
    texts: ['Marcus', 'Jenna at the pay station', 'Luis', 'The guy with the orange vest', 'Priya', 'Not sure'],
  },
  narrative(8, 'Is there anything else you would like to tell us about your visit?', CAT.feedback, SURVEY_NARRATIVES),
];

/** A template turned into what building an answer list needs (answer ids and texts shared). */
interface CompiledQuestion {
  id: number;
  num: number;
  text: string;
  chint: string | null;
  type: number;
  categoryId: number;
  canQuery: 0 | 1;
  kind: 'choice' | 'multi' | 'grid' | 'nps' | 'text';
  /** Choice, multi and nps options; grid cells, row by row. */
  cells: Array<{ id: number; response: string; weight: number; scoreType: number }>;
  rowCount: number;
  columnCount: number;
  /** What the question is out of: the best option (per grid row), or all positive checkbox options. */
  best: number;
  naIndex: number;
  naChance: number;
  texts: readonly string[];
  failComments: readonly string[];
}

interface Questionnaire {
  schemeId: number;
  hasNps: boolean;
  questions: CompiledQuestion[];
  /** Per question, the position of its category in `categoryOrder`. */
  categorySlot: number[];
  /** Categories in report order (order differs from id, as on a real questionnaire). */
  categoryOrder: number[];
}

function compile(schemeId: number, templates: readonly QuestionTemplate[]): Questionnaire {
  const questions = templates.map((template): CompiledQuestion => {
    const id = schemeId * 1000 + template.num;
    const options = template.options ?? [];
    const rows = template.rows ?? [];
    const isGrid = template.type === ANSWER_TYPE.grid || template.type === ANSWER_TYPE.gridFail;
    const isText = [ANSWER_TYPE.text, ANSWER_TYPE.narrative, ANSWER_TYPE.time, ANSWER_TYPE.temp, ANSWER_TYPE.money].includes(template.type as 3);
    const best = options.reduce((max, [, weight]) => Math.max(max, weight), 0);
    const scoreType = (weight: number) => (best <= 0 || weight === NA_WEIGHT ? SCORE_NONE : weight >= best ? SCORE_PASS : SCORE_FAIL);
    let cells: CompiledQuestion['cells'];
    if (template.type === ANSWER_TYPE.nps) {
      cells = Array.from({ length: 11 }, (_, score) => ({ id: id * 100 + score, response: String(score), weight: 0, scoreType: SCORE_NONE }));
    } else if (isGrid) {
      cells = rows.flatMap((row, r) =>
        options.map(([column, weight], c) => ({ id: id * 100 + r * options.length + c, response: `${row}: ${column}`, weight, scoreType: scoreType(weight) })),
      );
    } else if (isText) {
      cells = [{ id: id * 100, response: '', weight: 0, scoreType: SCORE_NONE }];
    } else {
      cells = options.map(([response, weight], index) => ({ id: id * 100 + index, response, weight, scoreType: scoreType(weight) }));
    }
    const scoring = best > 0 && !isText && template.type !== ANSWER_TYPE.nps;
    return {
      id,
      num: template.num,
      text: template.text,
      chint: template.chint ?? null,
      type: template.type,
      categoryId: template.category,
      canQuery: scoring && template.queryable !== false ? 1 : 0,
      kind: template.type === ANSWER_TYPE.nps ? 'nps' : isGrid ? 'grid' : isText ? 'text' : template.type === ANSWER_TYPE.checkbox ? 'multi' : 'choice',
      cells,
      rowCount: isGrid ? rows.length : 1,
      columnCount: isGrid ? options.length : cells.length,
      best: template.type === ANSWER_TYPE.checkbox ? options.reduce((sum, [, weight]) => sum + Math.max(weight, 0), 0) : best,
      naIndex: options.findIndex(([, weight]) => weight === NA_WEIGHT),
      naChance: template.naChance ?? 0,
      texts: template.texts ?? [],
      failComments: template.failComments ?? GENERIC_FAIL_COMMENTS,
    };
  });
  const categoryOrder: number[] = [];
  for (const question of questions) if (!categoryOrder.includes(question.categoryId)) categoryOrder.push(question.categoryId);
  const categorySlot = questions.map((question) => categoryOrder.indexOf(question.categoryId));
  return { schemeId, hasNps: questions.some((question) => question.kind === 'nps'), questions, categorySlot, categoryOrder };
}

// ---------------------------------------------------------------------------------------------
// Building one job's report
// ---------------------------------------------------------------------------------------------

interface JobSeed {
  seed: number;
  /** Chance (0-1) that the site gets a scoring question right on this visit. */
  quality: number;
  visitTime: string;
}

/** One question's drawn answer: what was selected, the text answer, comments, and the score. */
interface DrawnQuestion {
  selected: number[];
  comments: Array<string | null>;
  text: string | null;
  points: number;
  total: number;
}

/** A job's drawn scores; the answers themselves only when a sink is given (kept compact for speed). */
interface DrawnReport {
  nps: number | null;
  points: number;
  total: number;
  /** Points and totals per category, in `categoryOrder`. */
  categoryPoints: number[];
  categoryTotals: number[];
}

const pad = (value: number) => String(value).padStart(2, '0');

function twelveHour(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 === 0 ? 12 : hours % 12}:${pad(minutes)} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** An NPS score that follows the visit's quality, so promoters, passives and detractors all occur. */
function npsFor(random: Random, quality: number): number {
  const noise = (random.next() + random.next() + random.next() - 1.5) * 4;
  return Math.max(0, Math.min(10, Math.round(quality * 10 + 0.6 + noise)));
}

function textAnswer(question: CompiledQuestion, random: Random, seed: JobSeed, questionnaireId: number): string {
  switch (question.type) {
    case ANSWER_TYPE.time:
      return twelveHour(seed.visitTime);
    case ANSWER_TYPE.temp:
      return questionnaireId === 2 ? `${random.int(96, 124)}°F` : `${random.int(38, 96)}°F`;
    case ANSWER_TYPE.money:
      return questionnaireId === 2 ? `$${random.int(80, 250)}.00` : random.pick(['$9.99', '$14.99', '$19.99', '$24.99', '$29.99']);
    default:
      return random.pick(question.texts);
  }
}

function isScoring(question: CompiledQuestion): boolean {
  return question.best > 0 && question.kind !== 'text' && question.kind !== 'nps';
}

/** The answer being drawn for one question. */
interface Draw {
  random: Random;
  question: CompiledQuestion;
  scoring: boolean;
  points: number;
  isNa: boolean;
  selected: number[] | null;
  comments: Array<string | null> | null;
}

/** Selects one answer cell: draws its comment and adds its points. */
function chooseAnswer(draw: Draw, index: number): void {
  const { question, random } = draw;
  const cell = question.cells[index] as CompiledQuestion['cells'][number];
  let comment: string | null = null;
  if (draw.scoring && question.kind !== 'multi' && cell.weight !== NA_WEIGHT) {
    if (cell.scoreType === SCORE_FAIL) {
      if (random.next() < 0.45) comment = random.pick(question.failComments);
    } else if (cell.scoreType === SCORE_PASS && question.kind === 'choice' && random.next() < 0.08) {
      comment = random.pick(GENERIC_PASS_COMMENTS);
    }
  }
  if (cell.weight === NA_WEIGHT) draw.isNa = true;
  else if (cell.weight > 0) draw.points += cell.weight;
  draw.selected?.push(index);
  draw.comments?.push(comment);
}

/**
 * Draws a job's answers from its questionnaire and seed (the same seed draws the same answers).
 * With a sink it also records every question's answer; without, it only scores (the seed's path).
 */
function drawReport(questionnaire: Questionnaire, seed: JobSeed, sink: DrawnQuestion[] | null): DrawnReport {
  const random = createRandom(seed.seed);
  const quality = seed.quality;
  const nps = questionnaire.hasNps ? npsFor(random, quality) : null;
  const categoryPoints = new Array<number>(questionnaire.categoryOrder.length).fill(0);
  const categoryTotals = new Array<number>(questionnaire.categoryOrder.length).fill(0);
  let jobPoints = 0;
  let jobTotal = 0;
  const questions = questionnaire.questions;
  const draw: Draw = { random, question: questions[0] as CompiledQuestion, scoring: false, points: 0, isNa: false, selected: null, comments: null };
  for (let q = 0; q < questions.length; q += 1) {
    const question = questions[q] as CompiledQuestion;
    const scoring = isScoring(question);
    draw.question = question;
    draw.scoring = scoring;
    draw.points = 0;
    draw.isNa = false;
    draw.selected = sink ? [] : null;
    draw.comments = sink ? [] : null;
    let text: string | null = null;
    switch (question.kind) {
      case 'nps':
        chooseAnswer(draw, nps ?? 0);
        break;
      case 'text':
        // Time answers draw nothing at random, so scoring alone can skip formatting them.
        text = sink || question.type !== ANSWER_TYPE.time ? textAnswer(question, random, seed, questionnaire.schemeId) : null;
        chooseAnswer(draw, 0);
        break;
      case 'multi':
        for (let index = 0; index < question.cells.length; index += 1) {
          const weight = (question.cells[index] as CompiledQuestion['cells'][number]).weight;
          if (weight > 0 ? random.next() < quality : random.next() < 0.5) chooseAnswer(draw, index);
        }
        break;
      case 'grid':
        for (let row = 0; row < question.rowCount; row += 1) {
          // Columns run from best to worst: a pass takes the first, a miss one of the others.
          chooseAnswer(draw, row * question.columnCount + (random.next() < quality ? 0 : random.int(1, question.columnCount - 1)));
        }
        break;
      case 'choice':
        if (question.naIndex >= 0 && random.next() < question.naChance) chooseAnswer(draw, question.naIndex);
        else if (question.best <= 0) chooseAnswer(draw, random.int(0, question.cells.length - 1));
        else if (random.next() < quality) chooseAnswer(draw, 0);
        else chooseAnswer(draw, 1 + random.int(0, Math.max(0, question.cells.length - 2 - (question.naIndex >= 0 ? 1 : 0))));
        break;
    }
    let total = 0;
    let points = draw.points;
    if (!scoring || draw.isNa) points = 0;
    else total = question.kind === 'grid' ? question.best * question.rowCount : question.best;
    const slot = questionnaire.categorySlot[q] as number;
    categoryPoints[slot] = (categoryPoints[slot] as number) + points;
    categoryTotals[slot] = (categoryTotals[slot] as number) + total;
    jobPoints += points;
    jobTotal += total;
    if (sink && draw.selected && draw.comments) sink.push({ selected: draw.selected, comments: draw.comments, text, points, total });
  }
  return { nps, points: jobPoints, total: jobTotal, categoryPoints, categoryTotals };
}

/** Turns a drawn report into the report questions the API serves. */
function materialize(questionnaire: Questionnaire, seed: JobSeed): QuestionRow[] {
  const drawn: DrawnQuestion[] = [];
  drawReport(questionnaire, seed, drawn);
  return questionnaire.questions.map((question, questionIndex): QuestionRow => {
    const answer = drawn[questionIndex] as DrawnQuestion;
    const answers: AnswerRow[] = question.cells.map((cell, index) => {
      const position = answer.selected.indexOf(index);
      const isSelected = position >= 0;
      return {
        id: cell.id,
        response: answer.text ?? cell.response,
        selected: isSelected,
        weight: cell.weight,
        score_type: question.kind === 'multi' && cell.weight > 0 ? (isSelected ? SCORE_PASS : SCORE_FAIL) : cell.scoreType,
        comments: isSelected ? (answer.comments[position] ?? null) : null,
      };
    });
    const scoring = isScoring(question);
    return {
      id: question.id,
      question_num: question.num,
      question: question.text,
      chint: question.chint,
      answer_type: question.type,
      categoryId: question.categoryId,
      answers,
      points_scored: answer.points,
      total_points: answer.total,
      max_possible_total_points: scoring ? (question.kind === 'grid' ? question.best * question.rowCount : question.best) : 0,
      can_query: question.canQuery,
    };
  });
}

/** Placeholder until a job's questions are first read. */
const NOT_BUILT: QuestionRow[] = [];
const lazySources = new WeakMap<JobRow, { questionnaire: Questionnaire; seed: JobSeed; built: QuestionRow[] | null }>();
/** One shared accessor for every job's questions: built from the job's seed on first read, then kept. */
const QUESTIONS_PROPERTY: PropertyDescriptor = {
  enumerable: true,
  configurable: true,
  get(this: JobRow): QuestionRow[] {
    const source = lazySources.get(this);
    if (!source) return NOT_BUILT;
    return (source.built ??= materialize(source.questionnaire, source.seed));
  },
  set(this: JobRow, value: QuestionRow[]) {
    const source = lazySources.get(this);
    if (source) source.built = value;
    else Object.defineProperty(this, 'questions', { value, writable: true, enumerable: true, configurable: true });
  },
};

function lazyQuestions(job: JobRow, questionnaire: Questionnaire, seed: JobSeed): void {
  lazySources.set(job, { questionnaire, seed, built: null });
  Object.defineProperty(job, 'questions', QUESTIONS_PROPERTY);
}

/** Grades A-F as 1-6, from the job's score. */
function gradeFor(points: number, total: number): number {
  if (total <= 0) return 1;
  const score = points / total;
  if (score >= 0.95) return 1;
  if (score >= 0.88) return 2;
  if (score >= 0.8) return 3;
  if (score >= 0.7) return 4;
  if (score >= 0.6) return 5;
  return 6;
}

function categoryScores(questionnaire: Questionnaire, drawn: DrawnReport, names: Map<number, string>): CategoryScoreRow[] {
  return questionnaire.categoryOrder.map((categoryId, index) => ({
    id: categoryId,
    name: names.get(categoryId) ?? 'Other',
    points_scored: drawn.categoryPoints[index] ?? 0,
    total_points: drawn.categoryTotals[index] ?? 0,
    order: index + 1,
  }));
}

// ---------------------------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------------------------

interface PlannedJob {
  schemeId: number;
  wave: WaveRow;
  waveIndex: number;
  locationId: number;
  visit: Date;
  submitted: Date;
}

/**
 * `from` plus `delay`, unless that passes `now` (midnight today): then a moment between `from`
 * and the last hour of yesterday, so recent rows do not all share one time.
 */
function after(random: Random, from: number, delay: number, now: number): number {
  const latest = now - HOUR;
  if (from + delay <= latest) return from + delay;
  if (latest <= from) return from;
  return from + Math.floor(((latest - from) * (0.2 + 0.8 * random.next())) / 60_000) * 60_000;
}

interface WaveBounds {
  start: Date;
  end: Date;
}

function parseDate(value: string): Date {
  const [year = 1970, month = 1, day = 1] = value.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** A visit inside the wave (never in the future), and its submission one to three days later. */
function planVisit(random: Random, wave: WaveBounds, now: number): { visit: Date; submitted: Date } | null {
  const start = wave.start;
  const lastDay = Math.min(wave.end.getTime(), now - DAY);
  if (lastDay < start.getTime()) return null;
  const days = Math.floor((lastDay - start.getTime()) / DAY);
  const visit = new Date(start);
  visit.setDate(visit.getDate() + random.int(0, days));
  visit.setHours(random.int(7, 18), random.int(0, 59), 0, 0);
  return { visit, submitted: new Date(after(random, visit.getTime(), random.int(20, 72) * HOUR + random.int(0, 59) * 60_000, now)) };
}

function planJobs(data: Db, random: Random, now: number): { jobs: PlannedJob[]; surveys: PlannedJob[] } {
  const scale = demoConfig.scale;
  const shopsPerVisit = Math.min(4, Math.ceil(scale / 25));
  const surveyCap = 99_999;
  // Spread the survey cap over every site and wave, so the newest waves have surveys too.
  const surveyScale = Math.max(1, Math.min(scale, Math.floor(surveyCap / Math.max(1, data.locations.length * data.waves.length))));
  const jobs: PlannedJob[] = [];
  const surveys: PlannedJob[] = [];
  const waves = [...data.waves].sort((a, b) => a.startDate.localeCompare(b.startDate));
  waves.forEach((wave, waveIndex) => {
    const inProgress = wave.status !== 8;
    const bounds: WaveBounds = { start: parseDate(wave.startDate), end: parseDate(wave.endDate) };
    data.locations.forEach((location, locationIndex) => {
      // Mystery shops: every site every month (in the running month, the sites visited so far).
      for (let shop = 0; shop < shopsPerVisit; shop += 1) {
        const planned = planVisit(random, bounds, now);
        if (!planned || (inProgress && planned.visit.getTime() > now - 2 * DAY && random.chance(0.5))) continue;
        jobs.push({ schemeId: 1, wave, waveIndex, locationId: location.id, ...planned });
      }
      // Audits: each site once a quarter.
      if ((waveIndex + locationIndex) % 3 === 0) {
        const planned = planVisit(random, bounds, now);
        if (planned) jobs.push({ schemeId: 2, wave, waveIndex, locationId: location.id, ...planned });
      }
      // Surveys: none or one a site a month at scale 1, about DEMO_SCALE a site a month above.
      const count = random.int(0, 2 * surveyScale - 1);
      for (let index = 0; index < count && surveys.length < surveyCap; index += 1) {
        const planned = planVisit(random, bounds, now);
        if (planned) surveys.push({ schemeId: 4, wave, waveIndex, locationId: location.id, ...planned });
      }
    });
  });
  return { jobs, surveys };
}

/**
 * Ids rise with submission time; the job numbered `anchor` is the first of a recent wave
 * (`anchorWaveIndex`), so the ids that seeded cases point to (50000+ and 70000+) are recent jobs.
 */
function assignIds(planned: PlannedJob[], anchor: number, floor: number, anchorWaveIndex: number): number[] {
  const order = planned
    .map((_, index) => index)
    .sort((a, b) => (planned[a] as PlannedJob).submitted.getTime() - (planned[b] as PlannedJob).submitted.getTime());
  const firstRecent = order.findIndex((index) => (planned[index] as PlannedJob).waveIndex >= anchorWaveIndex);
  const base = Math.max(floor, anchor - Math.max(0, firstRecent));
  const ids = new Array<number>(planned.length);
  order.forEach((plannedIndex, position) => {
    ids[plannedIndex] = base + position;
  });
  return ids;
}

function seedJobs(data: Db, random: Random, now: number): Map<number, number> {
  const names = new Map(data.reportCategories.map((category) => [category.id, category.name]));
  const questionnaires = new Map<number, Questionnaire>([
    [1, compile(1, SHOP_QUESTIONS)],
    [2, compile(2, AUDIT_QUESTIONS)],
    [4, compile(4, SURVEY_QUESTIONS)],
  ]);
  const siteQuality = new Map(data.locations.map((location) => [location.id, 0.62 + random.next() * 0.33]));
  const { jobs, surveys } = planJobs(data, random, now);
  const completed = data.waves.filter((wave) => wave.status === 8).length;
  const anchorWave = Math.max(0, completed - 3);
  const jobIds = assignIds(jobs, 50_000, 1_001, anchorWave);
  // Surveys are fewer a wave: anchor them further back so the ids cases name (70000+) exist.
  const surveyIds = assignIds(surveys, 70_000, 60_001, Math.max(0, completed - 6));
  const submittedAt = new Map<number, number>();
  const withNps = new Set(data.schemes.filter((scheme) => scheme.has_nps).map((scheme) => scheme.id));

  const build = (plan: PlannedJob, id: number): JobRow => {
    const questionnaire = questionnaires.get(plan.schemeId) as Questionnaire;
    const quality = Math.max(0.35, Math.min(0.99, (siteQuality.get(plan.locationId) ?? 0.8) + (random.next() - 0.5) * 0.24 + plan.waveIndex * 0.004));
    const seed: JobSeed = { seed: random.int(1, 2 ** 31 - 1), quality, visitTime: `${pad(plan.visit.getHours())}:${pad(plan.visit.getMinutes())}:00` };
    const report = drawReport(questionnaire, seed, null);
    const { points, total } = report;
    const job: JobRow = {
      id,
      schemeId: plan.schemeId,
      waveId: plan.wave.id,
      locationId: plan.locationId,
      isSurvey: plan.schemeId === 4,
      visit_date: formatDate(plan.visit),
      visit_time: seed.visitTime,
      submitted_date: formatDateTime(plan.submitted),
      status: 8,
      points_scored: points,
      total_points: total,
      nps_score: withNps.has(plan.schemeId) ? report.nps : null,
      categoryScores: categoryScores(questionnaire, report, names),
      questions: NOT_BUILT,
      grade: gradeFor(points, total),
    };
    lazyQuestions(job, questionnaire, seed);
    submittedAt.set(id, plan.submitted.getTime());
    return job;
  };
  const rows = [...jobs.map((plan, index) => build(plan, jobIds[index] as number)), ...surveys.map((plan, index) => build(plan, surveyIds[index] as number))];
  rows.sort((a, b) => a.id - b.id);
  data.jobs = rows;
  return submittedAt;
}

/**
 * Jobs that seeded cases name are moved to the case's site, so a case and its source report agree.
 * A shop or audit swaps sites with its scheme's job at the case's site in that wave (each site keeps
 * one a wave); when that job is already tied to another case there, the link is left as it is.
 */
function alignCaseSources(data: Db): void {
  const byId = new Map(data.jobs.map((job) => [job.id, job]));
  const bySlot = new Map(data.jobs.filter((job) => !job.isSurvey).map((job) => [`${job.schemeId}:${job.waveId}:${job.locationId}`, job]));
  const aligned = new Set<number>();
  for (const row of data.cases) {
    for (const sourceId of [row.job_id, row.survey_id]) {
      const job = sourceId > 0 ? byId.get(sourceId) : undefined;
      if (!job || job.locationId === row.location_id) {
        if (job) aligned.add(job.id);
        continue;
      }
      if (!job.isSurvey) {
        const other = bySlot.get(`${job.schemeId}:${job.waveId}:${row.location_id}`);
        if (other && aligned.has(other.id)) continue;
        if (other) {
          other.locationId = job.locationId;
          bySlot.set(`${other.schemeId}:${other.waveId}:${other.locationId}`, other);
        }
        bySlot.set(`${job.schemeId}:${job.waveId}:${row.location_id}`, job);
      }
      job.locationId = row.location_id;
      aligned.add(job.id);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// NPS responses
// ---------------------------------------------------------------------------------------------

const PROMOTER_COMMENTS = [
  'Fast, friendly and my truck looks brand new. Best wash in town!',
  'The membership is great value and the staff always wave hello.',
  'Quick in and out on my lunch break, exactly what I needed.',
  'Love the free vacuums and the new foam colours.',
  'Marcus at the entrance was super helpful.',
];
const PASSIVE_COMMENTS = [
  'Good wash but the wait was a bit long.',
  'Car was clean, wheels could have been better.',
  'Fine overall. The dryers could be stronger.',
  'Decent, a little pricey for the basic package.',
];
const DETRACTOR_COMMENTS = [
  'Waited 25 minutes and the car still came out dirty. Not coming back.',
  'Side mirror got knocked loose in the tunnel and nobody seemed to care.',
  'Was charged twice for my membership this month.',
  'The attendant was rude when I asked about a rewash.',
  'Vacuums were all broken & the bins were overflowing. <Disappointed> is an understatement.',
  'Dryer was not working, car left soaking wet.',
];
const ADDITIONAL_QUESTIONS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Which wash package did you buy?', ['Express', 'Deluxe', 'Ultimate Shine', 'Ceramic Shield']],
  ['How often do you wash your car?', ['Weekly', 'Every two weeks', 'Monthly', 'Less than monthly']],
  ['What could we do better?', ['Open more lanes at weekends', 'Stronger dryers', 'More vacuum stations', 'Nothing, keep it up']],
];

function npsGroup(score: number): 'promoters' | 'passives' | 'detractors' {
  return score >= 9 ? 'promoters' : score >= 7 ? 'passives' : 'detractors';
}

function seedNps(data: Db, random: Random): Map<number, NpsResponseRow> {
  const byJob = new Map<number, NpsResponseRow>();
  let id = 1;
  for (const job of data.jobs) {
    if (job.nps_score === null) continue;
    const group = npsGroup(job.nps_score);
    const pool = group === 'promoters' ? PROMOTER_COMMENTS : group === 'passives' ? PASSIVE_COMMENTS : DETRACTOR_COMMENTS;
    const extra = random.chance(0.35) ? random.pick(ADDITIONAL_QUESTIONS) : null;
    const row: NpsResponseRow = {
      id: id++,
      jobId: job.id,
      schemeId: job.schemeId,
      waveId: job.waveId,
      locationId: job.locationId,
      nps_score: job.nps_score,
      visit_date: job.visit_date,
      comments: random.chance(group === 'detractors' ? 0.85 : 0.6) ? random.pick(pool) : null,
      addition_question: extra ? { label: extra[0], answer: random.pick(extra[1]) } : null,
    };
    data.npsResponses.push(row);
    byJob.set(job.id, row);
  }
  return byJob;
}

// ---------------------------------------------------------------------------------------------
// Picking jobs for queries and critical focus
// ---------------------------------------------------------------------------------------------

/** A resolution moment near `target`, after `created` and before `now`. */
function settleDate(created: Date, target: number, now: number): Date {
  return new Date(Math.max(created.getTime() + 30 * 60_000, Math.min(Math.max(created.getTime() + DAY, target), now - HOUR)));
}

class JobPicker {
  private readonly used = new Set<number>();
  private readonly pools = new Map<(job: JobRow) => boolean, { jobs: JobRow[]; ages: number[] }>();

  constructor(
    private readonly random: Random,
    private readonly jobs: JobRow[],
    private readonly submittedAt: Map<number, number>,
    private readonly now: number,
  ) {}

  ageDays(job: JobRow): number {
    return (this.now - (this.submittedAt.get(job.id) ?? this.now)) / DAY;
  }

  /** The jobs a filter admits, youngest first, with their ages in days. */
  private pool(filter: (job: JobRow) => boolean): { jobs: JobRow[]; ages: number[] } {
    let pool = this.pools.get(filter);
    if (!pool) {
      const entries = this.jobs.filter(filter).map((job) => ({ job, age: this.ageDays(job) }));
      entries.sort((a, b) => a.age - b.age || a.job.id - b.job.id);
      pool = { jobs: entries.map((entry) => entry.job), ages: entries.map((entry) => entry.age) };
      this.pools.set(filter, pool);
    }
    return pool;
  }

  /** An unused job submitted between `minDays` and `maxDays` ago (widening the window if none is left). */
  pick(filter: (job: JobRow) => boolean, minDays: number, maxDays: number): JobRow | null {
    const { jobs, ages } = this.pool(filter);
    const firstAtLeast = (age: number) => {
      let low = 0;
      let high = ages.length;
      while (low < high) {
        const middle = (low + high) >> 1;
        if ((ages[middle] as number) < age) low = middle + 1;
        else high = middle;
      }
      return low;
    };
    for (let widen = 0; widen < 6; widen += 1) {
      const from = firstAtLeast(Math.max(0, minDays - widen * 15));
      const to = firstAtLeast(maxDays + widen * 30 + 1e-9);
      const count = to - from;
      if (count <= 0) continue;
      const start = this.random.int(0, count - 1);
      for (let step = 0; step < count; step += 1) {
        const job = jobs[from + ((start + step) % count)] as JobRow;
        if (this.used.has(job.id)) continue;
        this.used.add(job.id);
        return job;
      }
    }
    return null;
  }
}

const PROVIDER_STAFF = ['Dana Whitfield (Quality Team)', 'Omar Reyes (Quality Team)', 'Lena Brooks (Client Services)'];

const fullName = (user: UserRow) => `${user.first_name} ${user.last_name}`;

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

const WHOLE_JOB_QUERY_TEXTS = [
  'We believe this visit was made to the wrong site. Our cameras show no vehicle matching the description at the time given.',
  'The site was closed for maintenance on the date of this visit, please check the location.',
  'The receipt attached to this report is from another of our sites. Please review the whole visit.',
  'This shop took place during a power cut that we reported to head office; we ask for it to be removed.',
];
const QUESTION_QUERY_TEXTS = [
  'Our camera footage shows this was done; please review the answer.',
  'The team member on shift remembers the shopper and says this was covered.',
  'This item was out of order and signposted, so it should be marked N/A.',
  'The photos in the report do not show this clearly; please review.',
  'We believe the shopper misread this question.',
];
const REFERRAL_NOTES = [
  'We have reviewed the shopper\u2019s comments and photos. Could you send the camera footage for the time of the visit?',
  'Please confirm the name of the team member on shift at the time of the visit.',
  'The shopper stands by the answer. Do you have any further evidence to support the query?',
];
const CLIENT_RESPONSES = [
  'Footage uploaded to the shared drive, time stamp 10:42.',
  'The team member on shift was Jenna; she confirms the greeting.',
  'We have no more evidence but ask you to review the photos again.',
];
const RESOLUTION_AMENDED = 'After reviewing the evidence the score has been amended.';
const RESOLUTION_DENIED = 'The shopper\u2019s report is supported by the photos; the query is denied.';
const OUTCOME_NOTES = [
  'Query denied: the answer stands.',
  'Answer amended in the site\u2019s favour.',
  'Question reshopped; the reshop result replaces this answer.',
  'Reshop requested but denied.',
  'Invalid query: outside the shop criteria.',
];

interface QueryPlan {
  status: number;
  resolved: boolean;
  /** Days ago the query was resolved (resolved queries). */
  resolvedDaysAgo?: number;
}

function seedQueries(data: Db, random: Random, picker: JobPicker, now: number): void {
  const multiplier = Math.min(demoConfig.scale, 20);
  const staff = data.users.filter((user) => user.roles.length > 0 && user.active && user.id !== 1).slice(0, 10);
  const plans: QueryPlan[] = [];
  for (let round = 0; round < multiplier; round += 1) {
    for (let n = 0; n < 5; n += 1) plans.push({ status: QUERY_STATUS.newTicket, resolved: false });
    for (let n = 0; n < 4; n += 1) plans.push({ status: QUERY_STATUS.referred, resolved: false });
    for (let n = 0; n < 3; n += 1) plans.push({ status: QUERY_STATUS.response, resolved: false });
    // Resolved in the last 30 days, and older ones (outside the default window).
    for (let n = 0; n < 8; n += 1) plans.push({ status: [2, 9, 11][n % 3] as number, resolved: true, resolvedDaysAgo: random.int(1, 27) });
    for (let n = 0; n < 8; n += 1) plans.push({ status: [2, 9, 11][n % 3] as number, resolved: true, resolvedDaysAgo: random.int(35, 250) });
  }
  const queryable = (job: JobRow) => job.schemeId === 1 || job.schemeId === 2;
  let queryId = 301;
  let noteId = 100_001;
  let questionId = 200_001;
  let outcome = 0;
  plans.forEach((plan, index) => {
    const window = plan.resolved ? [(plan.resolvedDaysAgo ?? 10) + 3, (plan.resolvedDaysAgo ?? 10) + 20] : [0, 12];
    const job = picker.pick(queryable, window[0] as number, window[1] as number);
    if (!job) return;
    const submitted = now - picker.ageDays(job) * DAY;
    const created = new Date(after(random, submitted, random.int(4, 70) * HOUR + random.int(0, 59) * 60_000, now));
    const resolvedAt = plan.resolved ? settleDate(created, now - (plan.resolvedDaysAgo ?? 1) * DAY + random.int(0, 8) * HOUR, now) : null;
    const creator = index % 4 === 0 ? (data.users[1] as UserRow) : random.pick(staff);
    const wholeJob = index % 3 === 0;
    // Notes follow the ticket's path: logged, referred to the client, answered by the client.
    const path = plan.status === QUERY_STATUS.newTicket ? [2] : plan.status === QUERY_STATUS.referred ? [2, 9] : [2, 9, 11];
    const lastMoment = resolvedAt ? resolvedAt.getTime() - 2 * HOUR : now - HOUR;
    const step = Math.max(HOUR, (lastMoment - created.getTime()) / (path.length + 1));
    const notes: QueryNoteRow[] = path.map((status, position) => {
      const at = new Date(created.getTime() + position * step);
      const byClient = status !== QUERY_STATUS.referred;
      return {
        id: noteId++,
        status_name: QUERY_STATUS_NAMES[status] as string,
        added_by: byClient ? (position === 0 ? fullName(creator) : fullName(random.pick(staff))) : random.pick(PROVIDER_STAFF),
        added_date: formatDateTime(at),
        note_text: status === 2 ? 'Query logged by the client.' : status === 9 ? random.pick(REFERRAL_NOTES) : random.pick(CLIENT_RESPONSES),
      };
    });
    const questions: QueryQuestionRow[] = [];
    let amendedPoints = 0;
    if (!wholeJob) {
      const candidates = job.questions.filter((question) => question.can_query === 1 && question.total_points > 0);
      const lost = candidates.filter((question) => question.points_scored < question.total_points);
      const pool = lost.length > 0 ? lost : candidates;
      const count = Math.min(pool.length, random.int(1, 3));
      const start = random.int(0, Math.max(0, pool.length - count));
      pool.slice(start, start + count).forEach((question, position) => {
        // Unresolved referred or answered queries may already have a question settled.
        const settled = plan.resolved || (plan.status !== QUERY_STATUS.newTicket && position === 0 && count > 1 && index % 2 === 0);
        const status = settled ? outcome++ % 5 : null;
        if (status === 1 || status === 2) amendedPoints += question.total_points - question.points_scored;
        questions.push({
          id: questionId++,
          question_number: question.question_num,
          question_text: question.question,
          question_query: random.pick(QUESTION_QUERY_TEXTS),
          is_resolved: settled,
          resolved_status_id: status,
          resolved_by: settled ? random.pick(PROVIDER_STAFF) : null,
          resolved_date: settled ? formatDateTime(resolvedAt ?? new Date(created.getTime() + step)) : null,
          resolved_note: status === null ? null : (OUTCOME_NOTES[status] as string),
        });
      });
    }
    if (!wholeJob && questions.length === 0) return;
    const lastNote = notes[notes.length - 1] as QueryNoteRow;
    // Whole-job queries: every other resolved one wins back half the points lost.
    const gained = wholeJob ? (index % 2 === 0 ? Math.round((job.total_points - job.points_scored) / 2) : 0) : amendedPoints;
    const row: QueryRow = {
      id: queryId++,
      job_id: job.id,
      query_type: wholeJob ? 1 : 2,
      created_by_id: creator.id,
      created_date: formatDateTime(created),
      updated_by_id: notes.length > 1 || resolvedAt ? random.pick(staff).id : null,
      updated_date: resolvedAt ? formatDateTime(resolvedAt) : notes.length > 1 ? lastNote.added_date : null,
      status_id: plan.status,
      is_resolved: plan.resolved,
      resolved_date: resolvedAt ? formatDateTime(resolvedAt) : null,
      query_text: wholeJob ? random.pick(WHOLE_JOB_QUERY_TEXTS) : null,
      resolved_points_scored: resolvedAt ? Math.min(job.total_points, job.points_scored + gained) : null,
      resolved_total_scored: resolvedAt ? job.total_points : null,
      resolved_note: resolvedAt ? (gained > 0 ? RESOLUTION_AMENDED : RESOLUTION_DENIED) : null,
      questions,
      notes,
    };
    data.queries.push(row);
  });
}

// ---------------------------------------------------------------------------------------------
// Critical focus
// ---------------------------------------------------------------------------------------------

const CF_SHOP_COMMENTS = [
  'Critical failure: the shopper was not guided onto the conveyor and the vehicle jumped the track.',
  'Critical failure: the attendant was smoking next to the pay station.',
  'Critical failure: emergency stop button was covered by stock boxes.',
];
const CF_NOTES: Record<number, readonly string[]> = {
  [CF_STATUS.inProgress]: ['Passed to the site manager to review the camera footage.', 'Looking into this with the team on shift.'],
  [CF_STATUS.contacted]: ['Called the customer and apologised; offered a free Ultimate wash.', 'Left a voicemail and sent a follow-up email.'],
  [CF_STATUS.escalated]: ['Escalated to the area director because of the damage claim.', 'Escalated to head office: repeat issue at this site.'],
  [CF_STATUS.resolved]: [
    'Customer accepted a refund and is happy with the outcome.',
    'Retrained the team on greeting standards; customer informed.',
    'Equipment repaired and customer offered a rewash.',
  ],
};
const CONTACT_FIRST = ['Pat', 'Chris', 'Robin', 'Terry', 'Jess', 'Sam', 'Lee', 'Alex', 'Jo', 'Kim'];
const CONTACT_LAST = ['Morales', 'Fischer', 'Okafor', 'Sullivan', 'Novak', 'Chen', 'Ibrahim', 'Baker'];

interface CfPlan {
  status: number;
  /** Days ago the item was resolved (resolved items). */
  resolvedDaysAgo?: number;
}

function seedCriticalFocus(data: Db, random: Random, picker: JobPicker, nps: Map<number, NpsResponseRow>, now: number): void {
  data.criticalFocusStatuses = [
    { id: CF_STATUS.new, name: 'New' },
    { id: CF_STATUS.inProgress, name: 'In Progress' },
    { id: CF_STATUS.contacted, name: 'Contacted Customer' },
    { id: CF_STATUS.escalated, name: 'Escalated' },
    { id: CF_STATUS.resolved, name: 'Resolved' },
  ];
  const statusName = new Map(data.criticalFocusStatuses.map((status) => [status.id, status.name]));
  const staff = data.users.filter((user) => user.roles.length > 0 && user.active && user.id !== 1).slice(0, 10);
  const multiplier = Math.min(demoConfig.scale, 20);
  const plans: CfPlan[] = [];
  for (let round = 0; round < multiplier; round += 1) {
    for (let n = 0; n < 6; n += 1) plans.push({ status: CF_STATUS.new });
    for (let n = 0; n < 4; n += 1) plans.push({ status: CF_STATUS.inProgress });
    for (let n = 0; n < 3; n += 1) plans.push({ status: CF_STATUS.contacted });
    for (let n = 0; n < 2; n += 1) plans.push({ status: CF_STATUS.escalated });
    for (let n = 0; n < 6; n += 1) plans.push({ status: CF_STATUS.resolved, resolvedDaysAgo: random.int(1, 27) });
    for (let n = 0; n < 6; n += 1) plans.push({ status: CF_STATUS.resolved, resolvedDaysAgo: random.int(35, 200) });
  }
  // Alerts come from detractor surveys and from shops that scored badly.
  const alerting = (job: JobRow) => (job.isSurvey ? (job.nps_score ?? 10) <= 5 : job.schemeId === 1 && job.grade >= 5);
  let cfId = 2001;
  let noteId = 1;
  plans.forEach((plan, index) => {
    const window =
      plan.status === CF_STATUS.new ? [0, 10] : plan.resolvedDaysAgo !== undefined ? [plan.resolvedDaysAgo + 2, plan.resolvedDaysAgo + 25] : [3, 25];
    const job = picker.pick(alerting, window[0] as number, window[1] as number);
    if (!job) return;
    const created = new Date(after(random, now - picker.ageDays(job) * DAY, random.int(1, 5) * HOUR + random.int(0, 59) * 60_000, now));
    const resolvedAt = plan.resolvedDaysAgo !== undefined ? settleDate(created, now - plan.resolvedDaysAgo * DAY + random.int(8, 17) * HOUR, now) : null;
    // Every fourth wants contact but left none; about half want contact.
    const wantsContact = index % 2 === 0 || index % 5 === 1;
    const withoutDetails = wantsContact && index % 8 === 4;
    const first = random.pick(CONTACT_FIRST);
    const last = random.pick(CONTACT_LAST);
    const notes: CriticalFocusNoteRow[] = [];
    if (plan.status !== CF_STATUS.new) {
      const path =
        plan.status === CF_STATUS.resolved
          ? [random.pick([CF_STATUS.inProgress, CF_STATUS.contacted]), CF_STATUS.resolved]
          : plan.status === CF_STATUS.escalated
            ? [CF_STATUS.inProgress, CF_STATUS.escalated]
            : [plan.status];
      const end = resolvedAt ? resolvedAt.getTime() : Math.min(now - HOUR, created.getTime() + random.int(6, 96) * HOUR);
      const step = (end - created.getTime()) / path.length;
      path.forEach((status, position) => {
        notes.push({
          id: noteId++,
          status_name: statusName.get(status) as string,
          added_by: fullName(random.pick(staff)),
          added_date: formatDateTime(new Date(created.getTime() + (position + 1) * step)),
          comment: random.pick(CF_NOTES[status] as readonly string[]),
        });
      });
    }
    const lastNote = notes[notes.length - 1];
    const response = nps.get(job.id);
    const row: CriticalFocusRow = {
      id: cfId++,
      job_id: job.id,
      created_date: formatDateTime(created),
      updated_date: lastNote ? lastNote.added_date : null,
      updated_by: lastNote ? lastNote.added_by : null,
      status_id: plan.status,
      wants_contact: wantsContact,
      contact_details:
        wantsContact && !withoutDetails
          ? { name: `${first} ${last}`, email: `${first}.${last}${index}@mail.example`.toLowerCase(), phone: `555${String(3000000 + index * 53).slice(-7)}` }
          : null,
      comments: job.isSurvey ? (response?.comments ?? random.pick(DETRACTOR_COMMENTS)) : random.pick(CF_SHOP_COMMENTS),
      notes,
    };
    data.criticalFocus.push(row);
  });
}

// ---------------------------------------------------------------------------------------------

/**
 * Seeds the programme's results: jobs with category scores and report questions of every answer
 * type, NPS responses, queries in every ticket status and critical focus items in every status.
 */
export function seedProgramme(data: Db, random: Random): void {
  // Midnight today: seeded dates are relative to the day, so every reset that day gives the same data.
  const now = today().getTime();
  data.reportCategories = CATEGORIES.map((name, index) => ({ id: index + 1, name }));
  const submittedAt = seedJobs(data, random, now);
  alignCaseSources(data);
  const nps = seedNps(data, random);
  const picker = new JobPicker(random, data.jobs, submittedAt, now);
  seedQueries(data, random, picker, now);
  seedCriticalFocus(data, random, picker, nps, now);
}
