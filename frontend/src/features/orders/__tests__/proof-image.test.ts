import { testProofVersion } from '@/testing/data';

import { proofGeometry, proofImageSources, proofImageWidth } from '../proof-image';
import { changedDesignFields, previousProofVersion } from '../proof-versions';

describe('proofImageWidth', () => {
  it.each([
    [0, 200],
    [150, 200],
    [200, 200],
    [201, 300],
    [399.5, 400],
    [1234, 1300],
    [2000, 2000],
    [2001, 2000],
    [9000, 2000],
    [Number.NaN, 200],
  ])('asks for %s pixels as %s', (pixels, width) => {
    expect(proofImageWidth(pixels)).toBe(width);
  });
});

describe('proofImageSources', () => {
  it('asks for the width this screen needs and offers 1x, 2x and 3x', () => {
    expect(proofImageSources(7, 350, 2, 3)).toEqual({
      src: '/api/order-lines/7/proof.png?width=700&version=3',
      srcSet: [400, 700, 1100].map((w) => `/api/order-lines/7/proof.png?width=${w}&version=3 ${w}w`).join(', '),
      sizes: '350px',
    });
  });

  it('folds widths the server range clamps together', () => {
    const { src, srcSet } = proofImageSources(7, 900, 3);
    expect(src).toBe('/api/order-lines/7/proof.png?width=2000');
    expect(srcSet).toBe(
      '/api/order-lines/7/proof.png?width=900 900w, /api/order-lines/7/proof.png?width=1800 1800w, /api/order-lines/7/proof.png?width=2000 2000w',
    );
  });
});

describe('proofGeometry', () => {
  it('puts the bottle opener’s 60 x 30 mm print area inside 2 mm of bleed, the safe area 3 mm inside', () => {
    expect(proofGeometry('bottleOpener')).toEqual({
      page: { x: 0, y: 0, width: 640, height: 340 },
      trim: { x: 20, y: 20, width: 600, height: 300 },
      safe: { x: 50, y: 50, width: 540, height: 240 },
    });
  });
});

describe('changed design fields', () => {
  const design = { template: 'burger', address: 'A', phone: '1', url: 'https://a.example', cardLogo: '/uploads/a.png' };

  it('names the fields that differ, in the card’s order, ignoring blanks around a text', () => {
    const previous = testProofVersion(1, { design });
    const current = testProofVersion(2, {
      design: { ...design, address: 'B', phone: '2', url: ' https://a.example ' },
    });
    expect(changedDesignFields(previous, current)).toEqual(['phone', 'address']);
  });

  it('compares nothing when a version kept no design', () => {
    expect(changedDesignFields(testProofVersion(1), testProofVersion(2, { design }))).toBeNull();
  });

  it('takes the newest version before the current one', () => {
    const versions = [testProofVersion(3), testProofVersion(1), testProofVersion(4), testProofVersion(2)];
    expect(previousProofVersion({ currentVersion: 4, approved: false, approvable: true, versions })?.version).toBe(3);
    expect(
      previousProofVersion({ currentVersion: 1, approved: false, approvable: true, versions: [versions[1]] }),
    ).toBeUndefined();
  });
});
