import { describe, expect, it } from 'vitest';
import { fahrenheitToCelsius, news2, type News2Input } from './news2.ts';

const normal: News2Input = {
  respiratoryRate: 16,
  spo2: 97,
  spo2Scale: 1,
  onOxygen: false,
  systolic: 124,
  pulse: 76,
  consciousness: 'A',
  temperatureC: 36.8,
};

describe('NEWS2 (RCP 2017)', () => {
  it('scores normal observations 0: routine', () => {
    expect(news2(normal)).toMatchObject({ score: 0, risk: 'Low', colour: 'green' });
  });

  it('adds every part: a septic picture scores 11, high', () => {
    const r = news2({
      ...normal,
      respiratoryRate: 24,
      spo2: 93,
      onOxygen: true,
      systolic: 98,
      pulse: 112,
      temperatureC: 38.4,
    });
    expect(r.parts).toEqual({
      respiration: 2,
      spo2: 2,
      oxygen: 2,
      systolic: 2,
      pulse: 2,
      consciousness: 0,
      temperature: 1,
    });
    expect(r).toMatchObject({ score: 11, risk: 'High', colour: 'red' });
  });

  it('calls a single 3 low-medium (urgent ward review) even with a total of 3', () => {
    expect(news2({ ...normal, respiratoryRate: 26 })).toMatchObject({ score: 3, risk: 'Low-medium', colour: 'yellow' });
    expect(news2({ ...normal, consciousness: 'C' })).toMatchObject({ score: 3, risk: 'Low-medium' });
  });

  it('takes 5–6 as medium and the band edges as the chart draws them', () => {
    expect(news2({ ...normal, pulse: 111, systolic: 101, temperatureC: 35.1 + 0.9 }).score).toBe(2 + 1 + 1);
    expect(news2({ ...normal, respiratoryRate: 21, pulse: 91, systolic: 100 })).toMatchObject({
      score: 5,
      risk: 'Medium',
    });
    for (const [rr, s] of [
      [8, 3],
      [9, 1],
      [11, 1],
      [12, 0],
      [20, 0],
      [21, 2],
      [24, 2],
      [25, 3],
    ] as const)
      expect(news2({ ...normal, respiratoryRate: rr }).parts.respiration).toBe(s);
    for (const [t, s] of [
      [35.0, 3],
      [35.1, 1],
      [36.0, 1],
      [36.1, 0],
      [38.0, 0],
      [38.1, 1],
      [39.0, 1],
      [39.1, 2],
    ] as const)
      expect(news2({ ...normal, temperatureC: t }).parts.temperature).toBe(s);
    for (const [sbp, s] of [
      [90, 3],
      [91, 2],
      [100, 2],
      [101, 1],
      [110, 1],
      [111, 0],
      [219, 0],
      [220, 3],
    ] as const)
      expect(news2({ ...normal, systolic: sbp }).parts.systolic).toBe(s);
    for (const [hr, s] of [
      [40, 3],
      [41, 1],
      [50, 1],
      [51, 0],
      [90, 0],
      [91, 1],
      [110, 1],
      [111, 2],
      [130, 2],
      [131, 3],
    ] as const)
      expect(news2({ ...normal, pulse: hr }).parts.pulse).toBe(s);
  });

  it('reads SpO₂ on scale 2 for a hypercapnic target of 88–92%', () => {
    const scale2 = (spo2: number, onOxygen: boolean) => news2({ ...normal, spo2Scale: 2, spo2, onOxygen }).parts.spo2;
    expect([83, 84, 85, 86, 87, 88, 92].map((s) => scale2(s, false))).toEqual([3, 2, 2, 1, 1, 0, 0]);
    expect(scale2(97, false)).toBe(0);
    expect([93, 94, 95, 96, 97].map((s) => scale2(s, true))).toEqual([1, 1, 2, 2, 3]);
    expect([91, 92, 93, 95, 96].map((s) => news2({ ...normal, spo2: s }).parts.spo2)).toEqual([3, 2, 2, 1, 0]);
  });

  it('converts °F to °C for the score: 98.6 °F is 37.0 °C, 102.2 °F is 39.0 °C', () => {
    expect(fahrenheitToCelsius(98.6)).toBe(37);
    expect(fahrenheitToCelsius(102.2)).toBe(39);
  });
});
