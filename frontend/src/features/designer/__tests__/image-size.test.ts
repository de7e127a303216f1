import { readImageSize } from '../image-size';

const blob = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('readImageSize', () => {
  it('reads the size of the decoded bitmap and frees it', async () => {
    const close = vi.fn();
    const decode = vi.fn().mockResolvedValue({ width: 230, height: 180, close });
    vi.stubGlobal('createImageBitmap', decode);
    expect(await readImageSize(blob)).toEqual({ width: 230, height: 180 });
    expect(decode).toHaveBeenCalledWith(blob, { imageOrientation: 'from-image' });
    expect(close).toHaveBeenCalledOnce();
  });

  it("decodes with the engine's default where it does not know the EXIF option", async () => {
    const decode = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("'from-image' is not a valid value"))
      .mockResolvedValueOnce({ width: 300, height: 400, close: vi.fn() });
    vi.stubGlobal('createImageBitmap', decode);
    expect(await readImageSize(blob)).toEqual({ width: 300, height: 400 });
    expect(decode).toHaveBeenLastCalledWith(blob);
  });

  it('knows no size where the browser cannot decode the file', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal('createImageBitmap', vi.fn().mockRejectedValue(new DOMException('bad image', 'InvalidStateError')));
    expect(await readImageSize(blob)).toBeNull();
  });

  it('knows no size without createImageBitmap, as in jsdom', async () => {
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await readImageSize(blob)).toBeNull();
  });
});
