/**
 * A two-note chime from the Web Audio API: no sound file to ship or cache on a signage TV. A
 * browser may refuse sound until the screen is clicked once; then it stays silent, never failing.
 */
export function playChime(): void {
  try {
    const audio = new AudioContext();
    const notes: [number, number][] = [
      [880, 0],
      [660, 0.35],
    ];
    for (const [frequency, at] of notes) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, audio.currentTime + at);
      gain.gain.exponentialRampToValueAtTime(0.4, audio.currentTime + at + 0.03);
      gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + at + 0.6);
      tone.connect(gain).connect(audio.destination);
      tone.start(audio.currentTime + at);
      tone.stop(audio.currentTime + at + 0.65);
    }
    setTimeout(() => void audio.close(), 1500);
  } catch {
    // No audio device or not allowed yet: the large "now serving" still shows.
  }
}
