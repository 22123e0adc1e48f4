/** The images an application may carry (SPEC §5): png or jpg, at most 5 MB each, at most 3. */
export const APPLICATION_IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxCount: 3,
  types: ['image/png', 'image/jpeg'],
} as const;
export const REMARK_MAX = 140;

export type PickProblem = 'type' | 'size' | 'count';

/** Which of the chosen files can join the ones already kept, and why each other one cannot. */
export function sortPicks(
  files: readonly Pick<File, 'name' | 'type' | 'size'>[],
  alreadyKept: number,
): { accepted: number[]; refused: { name: string; problem: PickProblem }[] } {
  const accepted: number[] = [];
  const refused: { name: string; problem: PickProblem }[] = [];
  files.forEach((file, index) => {
    const typeOk =
      (APPLICATION_IMAGE_LIMITS.types as readonly string[]).includes(file.type) && /\.(png|jpe?g)$/i.test(file.name);
    if (!typeOk) refused.push({ name: file.name, problem: 'type' });
    else if (file.size > APPLICATION_IMAGE_LIMITS.maxBytes) refused.push({ name: file.name, problem: 'size' });
    else if (alreadyKept + accepted.length >= APPLICATION_IMAGE_LIMITS.maxCount)
      refused.push({ name: file.name, problem: 'count' });
    else accepted.push(index);
  });
  return { accepted, refused };
}
