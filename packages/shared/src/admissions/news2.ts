/**
 * NEWS2 (Royal College of Physicians, 2017) for adults 16 and over, not pregnant (DOMAIN.md §6).
 * Each observation scores 0–3; the total and any single 3 set the clinical response.
 */
export const CONSCIOUSNESS = ['A', 'C', 'V', 'P', 'U'] as const;
export type Consciousness = (typeof CONSCIOUSNESS)[number];
export const CONSCIOUSNESS_LABELS: Record<Consciousness, string> = {
  A: 'Alert',
  C: 'New confusion',
  V: 'Responds to voice',
  P: 'Responds to pain',
  U: 'Unresponsive',
};

export type News2Input = {
  respiratoryRate: number;
  spo2: number;
  /** Scale 2 is for hypercapnic respiratory failure with a prescribed target of 88–92%. */
  spo2Scale: 1 | 2;
  onOxygen: boolean;
  systolic: number;
  pulse: number;
  consciousness: Consciousness;
  temperatureC: number;
};

export type News2Risk = 'Low' | 'Low-medium' | 'Medium' | 'High';
export type News2 = {
  score: number;
  parts: Record<'respiration' | 'spo2' | 'oxygen' | 'systolic' | 'pulse' | 'consciousness' | 'temperature', number>;
  risk: News2Risk;
  /** The RCP's response: routine, ward review, urgent review, emergency response. */
  response: string;
  colour: 'green' | 'yellow' | 'orange' | 'red';
};

const band = (value: number, bands: [max: number, score: number][], above: number) =>
  bands.find(([max]) => value <= max)?.[1] ?? above;

function spo2Score(spo2: number, scale: 1 | 2, onOxygen: boolean): number {
  if (scale === 1)
    return band(
      spo2,
      [
        [91, 3],
        [93, 2],
        [95, 1],
      ],
      0,
    );
  if (spo2 <= 87)
    return band(
      spo2,
      [
        [83, 3],
        [85, 2],
        [87, 1],
      ],
      0,
    );
  if (spo2 <= 92 || !onOxygen) return 0;
  return band(
    spo2,
    [
      [94, 1],
      [96, 2],
    ],
    3,
  );
}

/** The clinical response each risk above Low calls for (RCP NEWS2 chart 4). */
export const NEWS2_RESPONSES = {
  High: 'Emergency assessment by a critical care team',
  Medium: 'Urgent review by a clinician; hourly observations',
  'Low-medium': 'Urgent ward-based review by a clinician',
} as const;

/** The score of one set of observations, with each part and the response it calls for. */
export function news2(o: News2Input): News2 {
  const parts = {
    respiration: band(
      o.respiratoryRate,
      [
        [8, 3],
        [11, 1],
        [20, 0],
        [24, 2],
      ],
      3,
    ),
    spo2: spo2Score(o.spo2, o.spo2Scale, o.onOxygen),
    oxygen: o.onOxygen ? 2 : 0,
    systolic: band(
      o.systolic,
      [
        [90, 3],
        [100, 2],
        [110, 1],
        [219, 0],
      ],
      3,
    ),
    pulse: band(
      o.pulse,
      [
        [40, 3],
        [50, 1],
        [90, 0],
        [110, 1],
        [130, 2],
      ],
      3,
    ),
    consciousness: o.consciousness === 'A' ? 0 : 3,
    temperature: band(
      Math.round(o.temperatureC * 10) / 10,
      [
        [35.0, 3],
        [36.0, 1],
        [38.0, 0],
        [39.0, 1],
      ],
      2,
    ),
  };
  const score = Object.values(parts).reduce((a, b) => a + b, 0);
  const anyThree = Object.values(parts).some((p) => p === 3);
  if (score >= 7) return { score, parts, risk: 'High', colour: 'red', response: NEWS2_RESPONSES.High };
  if (score >= 5)
    return {
      score,
      parts,
      risk: 'Medium',
      colour: 'orange',
      response: NEWS2_RESPONSES.Medium,
    };
  if (anyThree) return { score, parts, risk: 'Low-medium', colour: 'yellow', response: NEWS2_RESPONSES['Low-medium'] };
  return {
    score,
    parts,
    risk: 'Low',
    colour: 'green',
    response: score === 0 ? 'Routine observations (12-hourly)' : 'Ward nurse to assess; observations 4–6-hourly',
  };
}

/** °F as nurses record it to °C as NEWS2 and the record keep it, to one decimal. */
export const fahrenheitToCelsius = (f: number) => Math.round((((f - 32) * 5) / 9) * 10) / 10;
