//! Hostile uploads built byte by byte, so every test states exactly what it
//! sends: small valid PNGs (optionally with a text chunk), a PNG
//! decompression bomb, and a ZIP archive to append to a PNG.

/// A valid `width` × `height` 8-bit RGB PNG, with a `tEXt` chunk when `text`
/// is given; the pixel data is stored uncompressed.
pub fn png(width: u32, height: u32, text: Option<(&str, &str)>) -> Vec<u8> {
    let mut raw = Vec::new();
    for y in 0..height {
        raw.push(0); // filter: none
        for x in 0..width {
            raw.extend_from_slice(&[(x * 30) as u8, (y * 30) as u8, 120]);
        }
    }
    let mut out = png_start(width, height, 8, 2);
    if let Some((keyword, value)) = text {
        let mut data = keyword.as_bytes().to_vec();
        data.push(0);
        data.extend_from_slice(value.as_bytes());
        out.extend(chunk(b"tEXt", &data));
    }
    out.extend(chunk(b"IDAT", &zlib_stored(&raw)));
    out.extend(chunk(b"IEND", &[]));
    out
}

/// A 1-bit greyscale PNG of `side` × `side` pixels whose pixel data really
/// is there — all zeros, compressed with DEFLATE's fixed codes (about 13 bits
/// per 258 bytes): 30 000 × 30 000 pixels are 112 MB raw (900 MB once
/// decoded to 8 bits a pixel) in well under 1 MB of file.
pub fn png_bomb(side: u32) -> Vec<u8> {
    let row = 1 + u64::from(side).div_ceil(8);
    let raw_len = row * u64::from(side);
    let mut out = png_start(side, side, 1, 0);
    out.extend(chunk(b"IDAT", &zlib_zeros(raw_len)));
    out.extend(chunk(b"IEND", &[]));
    out
}

/// A ZIP archive (stored, no compression) holding one file, laid out to be
/// appended at `offset` of a larger file, as PNG/ZIP polyglots are.
pub fn zip_at(offset: usize, name: &str, content: &[u8]) -> Vec<u8> {
    let crc = crc32(content);
    let size = content.len() as u32;
    let name_len = name.len() as u16;
    let mut local = Vec::new();
    local.extend_from_slice(&0x0403_4b50u32.to_le_bytes());
    local.extend_from_slice(&[20, 0, 0, 0, 0, 0, 0, 0, 0, 0]); // version, flags, stored, time, date
    local.extend_from_slice(&crc.to_le_bytes());
    local.extend_from_slice(&size.to_le_bytes());
    local.extend_from_slice(&size.to_le_bytes());
    local.extend_from_slice(&name_len.to_le_bytes());
    local.extend_from_slice(&0u16.to_le_bytes());
    local.extend_from_slice(name.as_bytes());
    local.extend_from_slice(content);

    let mut central = Vec::new();
    central.extend_from_slice(&0x0201_4b50u32.to_le_bytes());
    central.extend_from_slice(&[20, 0, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]); // made by, needed, flags, stored, time, date
    central.extend_from_slice(&crc.to_le_bytes());
    central.extend_from_slice(&size.to_le_bytes());
    central.extend_from_slice(&size.to_le_bytes());
    central.extend_from_slice(&name_len.to_le_bytes());
    central.extend_from_slice(&[0; 12]); // extra, comment, disk, attributes
    central.extend_from_slice(&(offset as u32).to_le_bytes());
    central.extend_from_slice(name.as_bytes());

    let central_offset = (offset + local.len()) as u32;
    let mut end = Vec::new();
    end.extend_from_slice(&0x0605_4b50u32.to_le_bytes());
    end.extend_from_slice(&[0, 0, 0, 0, 1, 0, 1, 0]); // disks, entries
    end.extend_from_slice(&(central.len() as u32).to_le_bytes());
    end.extend_from_slice(&central_offset.to_le_bytes());
    end.extend_from_slice(&0u16.to_le_bytes());

    [local, central, end].concat()
}

fn png_start(width: u32, height: u32, depth: u8, colour: u8) -> Vec<u8> {
    let mut ihdr = Vec::new();
    ihdr.extend_from_slice(&width.to_be_bytes());
    ihdr.extend_from_slice(&height.to_be_bytes());
    ihdr.extend_from_slice(&[depth, colour, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    out.extend(chunk(b"IHDR", &ihdr));
    out
}

fn chunk(kind: &[u8; 4], data: &[u8]) -> Vec<u8> {
    let mut out = (data.len() as u32).to_be_bytes().to_vec();
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let crc = crc32(&out[4..]);
    out.extend_from_slice(&crc.to_be_bytes());
    out
}

/// zlib with stored (uncompressed) DEFLATE blocks.
fn zlib_stored(raw: &[u8]) -> Vec<u8> {
    let mut out = vec![0x78, 0x01];
    let blocks: Vec<&[u8]> = raw.chunks(65_535).collect();
    for (i, block) in blocks.iter().enumerate() {
        out.push(u8::from(i + 1 == blocks.len()));
        let len = block.len() as u16;
        out.extend_from_slice(&len.to_le_bytes());
        out.extend_from_slice(&(!len).to_le_bytes());
        out.extend_from_slice(block);
    }
    if blocks.is_empty() {
        out.extend_from_slice(&[1, 0, 0, 0xff, 0xff]);
    }
    out.extend_from_slice(&adler32(raw).to_be_bytes());
    out
}

/// zlib of `len` zero bytes: one fixed-code block of a literal zero and
/// back-references of 258 bytes at distance 1.
fn zlib_zeros(len: u64) -> Vec<u8> {
    let mut bits = Bits::default();
    bits.put(1, 1); // last block
    bits.put(1, 2); // fixed codes
    bits.code(0b0011_0000, 8); // literal 0
    let mut left = len - 1;
    while left >= 258 {
        bits.code(0b1100_0101, 8); // length 258 (code 285)
        bits.code(0, 5); // distance 1
        left -= 258;
    }
    for _ in 0..left {
        bits.code(0b0011_0000, 8);
    }
    bits.code(0, 7); // end of block
    let mut out = vec![0x78, 0x01];
    out.extend(bits.finish());
    // Adler-32 of zeros: a stays 1, b adds 1 per byte.
    let adler = (((len % 65_521) as u32) << 16) | 1;
    out.extend_from_slice(&adler.to_be_bytes());
    out
}

#[derive(Default)]
struct Bits {
    out: Vec<u8>,
    current: u8,
    used: u8,
}

impl Bits {
    /// `n` bits of `value`, least significant first (DEFLATE's header fields).
    fn put(&mut self, value: u32, n: u8) {
        for i in 0..n {
            self.bit((value >> i) & 1 == 1);
        }
    }

    /// A Huffman code, most significant bit first.
    fn code(&mut self, code: u32, n: u8) {
        for i in (0..n).rev() {
            self.bit((code >> i) & 1 == 1);
        }
    }

    fn bit(&mut self, set: bool) {
        if set {
            self.current |= 1 << self.used;
        }
        self.used += 1;
        if self.used == 8 {
            self.out.push(self.current);
            self.current = 0;
            self.used = 0;
        }
    }

    fn finish(mut self) -> Vec<u8> {
        if self.used > 0 {
            self.out.push(self.current);
        }
        self.out
    }
}

fn adler32(data: &[u8]) -> u32 {
    let (mut a, mut b) = (1u32, 0u32);
    for byte in data {
        a = (a + u32::from(*byte)) % 65_521;
        b = (b + a) % 65_521;
    }
    (b << 16) | a
}

pub fn crc32(bytes: &[u8]) -> u32 {
    let table: Vec<u32> = (0..256u32)
        .map(|n| {
            (0..8).fold(n, |c, _| {
                if c & 1 == 1 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                }
            })
        })
        .collect();
    !bytes.iter().fold(0xFFFF_FFFFu32, |crc, byte| {
        table[((crc ^ u32::from(*byte)) & 0xFF) as usize] ^ (crc >> 8)
    })
}
