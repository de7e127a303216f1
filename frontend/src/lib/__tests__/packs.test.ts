import { cardsInPacks, formatCount, packContent, pricePerCard } from '../packs';

describe('packs', () => {
  it.each([
    [1, 100, 100],
    [5, 100, 500],
    [3, 50, 150],
    [2, 150, 300],
    [15, 150, 2250],
  ])('%i packs of %i cards hold %i cards', (packs, perPack, cards) => {
    expect(cardsInPacks(packs, perPack)).toBe(cards);
  });

  it.each([
    [12990, 100, 130], // 129.9 ct
    [2599, 100, 26], // 25.99 ct
    [4990, 50, 100], // 99.8 ct
    [7490, 50, 150], // 149.8 ct
    [10990 + 7500, 150, 123], // 123.27 ct
    [250, 100, 3], // 2.5 ct: half rounds up
    [249, 100, 2], // 2.49 ct
    [150, 1, 150], // one piece costs the pack
  ])('%i cents for %i cards is %i cents a card, rounded half up', (price, perPack, perCard) => {
    expect(pricePerCard(price, perPack)).toBe(perCard);
  });

  it('refuses a pack without cards', () => {
    expect(() => pricePerCard(4990, 0)).toThrow(RangeError);
  });

  it('says what a pack holds: cards, magnets, or nothing for a bottle opener', () => {
    expect(packContent('card', 100)).toEqual({ count: 100, unit: 'cards' });
    expect(packContent('samplePack', 50)).toEqual({ count: 50, unit: 'magnets' });
    expect(packContent('bottleOpener', 1)).toBeNull();
    expect(packContent('card', 0)).toBeNull();
  });

  it('groups thousands with a dot', () => {
    expect(formatCount(500)).toBe('500');
    expect(formatCount(2250)).toBe('2.250');
    expect(formatCount(1234567)).toBe('1.234.567');
  });
});
