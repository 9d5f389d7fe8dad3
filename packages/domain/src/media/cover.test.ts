import { describe, expect, it } from 'vitest';
import { addImages, clampCoverIndex, coverImage, makeCover, removeImage } from './cover.ts';

const state = (images: string[], coverIndex: number) => ({ images, coverIndex });

describe('clampCoverIndex', () => {
  it('keeps an index that points at a picture', () => {
    expect(clampCoverIndex(0, 1)).toBe(0);
    expect(clampCoverIndex(2, 3)).toBe(2);
  });

  it.each([
    [3, 3],
    [10, 3],
    [-1, 3],
    [1.5, 3],
    [Number.NaN, 3],
    [Number.POSITIVE_INFINITY, 3],
    [0, 0],
    [2, 0],
  ])('turns %s with %i pictures into 0, the first', (index, count) => {
    expect(clampCoverIndex(index, count)).toBe(0);
  });
});

describe('coverImage', () => {
  it('gives the picture at the cover index', () => {
    expect(coverImage(['a', 'b', 'c'], 1)).toBe('b');
  });

  it('gives the first picture when the index points nowhere', () => {
    expect(coverImage(['a', 'b'], 5)).toBe('a');
    expect(coverImage(['a', 'b'], -1)).toBe('a');
  });

  it('gives undefined without pictures', () => {
    expect(coverImage([], 0)).toBeUndefined();
  });
});

describe('addImages', () => {
  it('makes the first added picture the cover', () => {
    expect(addImages(state([], 0), ['a'])).toEqual(state(['a'], 0));
    expect(addImages(state([], 0), ['a', 'b', 'c'])).toEqual(state(['a', 'b', 'c'], 0));
  });

  it('makes the first added picture the cover even if a stale index was kept', () => {
    expect(addImages(state([], 3), ['a', 'b'])).toEqual(state(['a', 'b'], 0));
  });

  it('appends later pictures and leaves the cover where it is', () => {
    expect(addImages(state(['a', 'b'], 1), ['c'])).toEqual(state(['a', 'b', 'c'], 1));
    expect(addImages(state(['a'], 0), ['b', 'c'])).toEqual(state(['a', 'b', 'c'], 0));
  });

  it('changes nothing but a broken index when nothing is added', () => {
    expect(addImages(state(['a', 'b'], 1), [])).toEqual(state(['a', 'b'], 1));
    expect(addImages(state(['a', 'b'], 7), [])).toEqual(state(['a', 'b'], 0));
    expect(addImages(state([], 0), [])).toEqual(state([], 0));
  });

  it('does not change its arguments', () => {
    const images = ['a'];
    const added = ['b'];
    const result = addImages({ images, coverIndex: 0 }, added);
    expect(images).toEqual(['a']);
    expect(added).toEqual(['b']);
    expect(result.images).not.toBe(images);
  });

  it('works for any kind of picture, such as upload previews', () => {
    const file = { name: 'a.jpg', preview: 'data:image/jpeg;base64,AA==' };
    expect(addImages({ images: [], coverIndex: 0 }, [file])).toEqual({ images: [file], coverIndex: 0 });
  });
});

describe('removeImage', () => {
  it('resets the cover to the first picture when the cover is removed', () => {
    expect(removeImage(state(['a', 'b', 'c'], 1), 1)).toEqual(state(['a', 'c'], 0));
    expect(removeImage(state(['a', 'b', 'c'], 2), 2)).toEqual(state(['a', 'b'], 0));
    expect(removeImage(state(['a', 'b', 'c'], 0), 0)).toEqual(state(['b', 'c'], 0));
  });

  it('shifts the cover index down by one when an earlier picture is removed', () => {
    expect(removeImage(state(['a', 'b', 'c'], 2), 0)).toEqual(state(['b', 'c'], 1));
    expect(removeImage(state(['a', 'b', 'c'], 2), 1)).toEqual(state(['a', 'c'], 1));
    expect(removeImage(state(['a', 'b', 'c', 'd'], 3), 1)).toEqual(state(['a', 'c', 'd'], 2));
  });

  it('keeps the same picture as the cover when an earlier one is removed', () => {
    const before = state(['a', 'b', 'c'], 2);
    const after = removeImage(before, 0);
    expect(after.images[after.coverIndex]).toBe('c');
  });

  it('leaves the cover index when a later picture is removed', () => {
    expect(removeImage(state(['a', 'b', 'c'], 0), 2)).toEqual(state(['a', 'b'], 0));
    expect(removeImage(state(['a', 'b', 'c'], 1), 2)).toEqual(state(['a', 'b'], 1));
  });

  it('goes back to no pictures and index 0 when the last one is removed', () => {
    expect(removeImage(state(['a'], 0), 0)).toEqual(state([], 0));
  });

  it.each([[-1], [3], [1.5], [Number.NaN]])('removes nothing for index %s', (index) => {
    expect(removeImage(state(['a', 'b', 'c'], 1), index)).toEqual(state(['a', 'b', 'c'], 1));
  });

  it('treats a stale cover index as the first picture', () => {
    expect(removeImage(state(['a', 'b', 'c'], 9), 0)).toEqual(state(['b', 'c'], 0));
    expect(removeImage(state(['a', 'b', 'c'], 9), 2)).toEqual(state(['a', 'b'], 0));
  });

  it('does not change its argument', () => {
    const images = ['a', 'b'];
    removeImage({ images, coverIndex: 1 }, 0);
    expect(images).toEqual(['a', 'b']);
  });

  it('removes only the picture at the index, even when another is equal to it', () => {
    expect(removeImage(state(['a', 'a', 'b'], 2), 0)).toEqual(state(['a', 'b'], 1));
  });
});

describe('makeCover', () => {
  it('makes the picture at the index the cover', () => {
    expect(makeCover(state(['a', 'b', 'c'], 0), 2)).toEqual(state(['a', 'b', 'c'], 2));
    expect(makeCover(state(['a', 'b', 'c'], 2), 0)).toEqual(state(['a', 'b', 'c'], 0));
    expect(makeCover(state(['a', 'b', 'c'], 1), 1)).toEqual(state(['a', 'b', 'c'], 1));
  });

  it.each([[-1], [3], [0.5], [Number.NaN]])('leaves the cover as it was for index %s', (index) => {
    expect(makeCover(state(['a', 'b', 'c'], 1), index)).toEqual(state(['a', 'b', 'c'], 1));
  });

  it('repairs a stale cover index when the new index points nowhere', () => {
    expect(makeCover(state(['a', 'b'], 5), 7)).toEqual(state(['a', 'b'], 0));
    expect(makeCover(state([], 0), 0)).toEqual(state([], 0));
  });

  it('keeps the same pictures', () => {
    const images = ['a', 'b'];
    expect(makeCover({ images, coverIndex: 0 }, 1).images).toBe(images);
  });
});
