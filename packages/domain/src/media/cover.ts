/**
 * The cover-image rules (docs/product.md §4 'Cover image') as pure functions over a listing's pictures and its
 * cover index. Each returns a new state and leaves its arguments alone, so a form can keep history.
 */

export interface CoverState<T> {
  images: readonly T[];
  coverIndex: number;
}

/**
 * A valid index into `count` pictures, or 0, the first (also the form default when there are none).
 * Anything else (negative, past the end, fractional, NaN) falls back to the first picture, as a
 * listing card does when the stored index points nowhere.
 */
export function clampCoverIndex(coverIndex: number, count: number): number {
  return isImageIndex(coverIndex, count) ? coverIndex : 0;
}

/** Whether `index` points at one of `count` images. */
export function isImageIndex(index: number, count: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < count;
}

/** The cover picture, or undefined when there are no pictures. */
export function coverImage<T>(images: readonly T[], coverIndex: number): T | undefined {
  return images[clampCoverIndex(coverIndex, images.length)];
}

/** Appends pictures; the first one ever added becomes the cover, later ones leave it where it is. */
export function addImages<T>(state: CoverState<T>, added: readonly T[]): CoverState<T> {
  const images = [...state.images, ...added];
  const coverIndex = state.images.length === 0 ? 0 : clampCoverIndex(state.coverIndex, state.images.length);
  return { images, coverIndex };
}

/**
 * Removes the picture at `index`. Removing the cover makes the first picture the cover; removing
 * one before the cover shifts the cover index down by one so the same picture stays the cover;
 * removing one after it changes nothing. An index that points nowhere removes nothing.
 */
export function removeImage<T>(state: CoverState<T>, index: number): CoverState<T> {
  const cover = clampCoverIndex(state.coverIndex, state.images.length);
  if (!isImageIndex(index, state.images.length)) return { images: state.images, coverIndex: cover };
  const images = state.images.filter((_, position) => position !== index);
  if (index === cover) return { images, coverIndex: 0 };
  return { images, coverIndex: index < cover ? cover - 1 : cover };
}

/** Makes the picture at `index` the cover; an index that points nowhere leaves the cover as it was. */
export function makeCover<T>(state: CoverState<T>, index: number): CoverState<T> {
  const count = state.images.length;
  return {
    images: state.images,
    coverIndex: isImageIndex(index, count) ? index : clampCoverIndex(state.coverIndex, count),
  };
}
