import { describe, expect, it } from 'vitest';
import { mapInSlices } from './in-slices.ts';

describe('mapInSlices', () => {
  it('maps every item in order, with its index', async () => {
    expect(await mapInSlices(['a', 'b', 'c', 'd', 'e'], (item, index) => `${item}${index}`, 2)).toEqual([
      'a0',
      'b1',
      'c2',
      'd3',
      'e4',
    ]);
    expect(await mapInSlices([], () => 1)).toEqual([]);
  });

  it('lets other work run between slices, never inside one', async () => {
    const order: string[] = [];
    const other = new Promise<void>((resolve) =>
      setImmediate(() => {
        order.push('other');
        resolve();
      }),
    );
    await mapInSlices([1, 2, 3, 4, 5], (item) => order.push(String(item)), 2);
    await other;
    // The first turn maps 1 and 2 before anything else runs; the waiting callback runs before 3.
    expect(order.slice(0, 3)).toEqual(['1', '2', 'other']);
    expect(order).toEqual(['1', '2', 'other', '3', '4', '5']);
  });
});
