//! How a photo is meant to be seen. A camera stores a JPEG as its sensor
//! read it and names the turn it needs in the EXIF `Orientation` tag;
//! browsers apply that turn when they show or measure the image, so the
//! shop does too — when it measures a logo's print resolution and when it
//! places the logo on the proof — or a portrait photo would be judged and
//! printed lying on its side.

/// The turn an image needs to be upright: EXIF orientations 1 to 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Orientation {
    /// Clockwise quarter turns, 0 to 3, applied after the mirroring.
    pub quarter_turns: u8,
    /// Mirrored left to right before turning.
    pub mirrored: bool,
}

impl Orientation {
    /// From the EXIF tag's value; anything but 2 to 8 is upright.
    pub fn from_exif(value: u16) -> Self {
        let (quarter_turns, mirrored) = match value {
            2 => (0, true),
            3 => (2, false),
            4 => (2, true),
            // Mirrored first, then turned: 5 is the transpose, 7 the transverse.
            5 => (3, true),
            6 => (1, false),
            7 => (1, true),
            8 => (3, false),
            _ => (0, false),
        };
        Self {
            quarter_turns,
            mirrored,
        }
    }

    /// The orientation a JPEG's EXIF names; upright for any other file,
    /// or when the tag is missing or unreadable.
    pub fn of_file(bytes: &[u8]) -> Self {
        jpeg_exif_orientation(bytes).map_or_else(Self::default, Self::from_exif)
    }

    /// Width and height as shown: swapped by a quarter or three-quarter turn.
    pub fn upright_size(self, width: u32, height: u32) -> (u32, u32) {
        if self.quarter_turns % 2 == 1 {
            (height, width)
        } else {
            (width, height)
        }
    }
}

/// The `Orientation` tag (0x0112) of IFD0 in a JPEG's APP1 `Exif` segment.
fn jpeg_exif_orientation(bytes: &[u8]) -> Option<u16> {
    if !bytes.starts_with(&[0xFF, 0xD8]) {
        return None;
    }
    let mut at = 2;
    // Markers until the image data starts; APP1 comes early when present.
    while at + 4 <= bytes.len() && bytes[at] == 0xFF {
        let marker = bytes[at + 1];
        let length = usize::from(u16::from_be_bytes([bytes[at + 2], bytes[at + 3]]));
        let segment = bytes.get(at + 4..at + 2 + length)?;
        if marker == 0xE1 && segment.starts_with(b"Exif\0\0") {
            return tiff_orientation(&segment[6..]);
        }
        if marker == 0xDA {
            return None;
        }
        at += 2 + length;
    }
    None
}

fn tiff_orientation(tiff: &[u8]) -> Option<u16> {
    let big_endian = match tiff.get(..2)? {
        b"MM" => true,
        b"II" => false,
        _ => return None,
    };
    let u16_at = |at: usize| -> Option<u16> {
        let pair = [*tiff.get(at)?, *tiff.get(at + 1)?];
        Some(if big_endian {
            u16::from_be_bytes(pair)
        } else {
            u16::from_le_bytes(pair)
        })
    };
    let u32_at = |at: usize| -> Option<u32> {
        let quad = [
            *tiff.get(at)?,
            *tiff.get(at + 1)?,
            *tiff.get(at + 2)?,
            *tiff.get(at + 3)?,
        ];
        Some(if big_endian {
            u32::from_be_bytes(quad)
        } else {
            u32::from_le_bytes(quad)
        })
    };
    let ifd = usize::try_from(u32_at(4)?).ok()?;
    let entries = usize::from(u16_at(ifd)?);
    (0..entries).find_map(|index| {
        let entry = ifd + 2 + index * 12;
        (u16_at(entry)? == 0x0112).then(|| u16_at(entry + 8))?
    })
}

#[cfg(test)]
mod tests {
    use super::Orientation;

    /// A JPEG start, an APP1 Exif segment with IFD0 holding only the
    /// orientation, and the start of the image data.
    fn jpeg_with_orientation(value: u16, big_endian: bool) -> Vec<u8> {
        let word = |v: u16| {
            if big_endian {
                v.to_be_bytes()
            } else {
                v.to_le_bytes()
            }
        };
        let long = |v: u32| {
            if big_endian {
                v.to_be_bytes()
            } else {
                v.to_le_bytes()
            }
        };
        let mut tiff = Vec::new();
        tiff.extend_from_slice(if big_endian { b"MM" } else { b"II" });
        tiff.extend_from_slice(&word(42));
        tiff.extend_from_slice(&long(8));
        tiff.extend_from_slice(&word(1));
        tiff.extend_from_slice(&word(0x0112));
        tiff.extend_from_slice(&word(3)); // SHORT
        tiff.extend_from_slice(&long(1));
        tiff.extend_from_slice(&word(value));
        tiff.extend_from_slice(&[0, 0]);
        tiff.extend_from_slice(&long(0));
        let mut segment = b"Exif\0\0".to_vec();
        segment.extend_from_slice(&tiff);
        let mut jpeg = vec![0xFF, 0xD8, 0xFF, 0xE1];
        jpeg.extend_from_slice(&u16::try_from(segment.len() + 2).unwrap().to_be_bytes());
        jpeg.extend_from_slice(&segment);
        jpeg.extend_from_slice(&[0xFF, 0xDA, 0x00, 0x02]);
        jpeg
    }

    #[test]
    fn the_exif_turn_is_read_in_either_byte_order() {
        for big_endian in [true, false] {
            for (value, turns, mirrored) in [
                (1, 0, false),
                (3, 2, false),
                (6, 1, false),
                (8, 3, false),
                (5, 3, true),
                (7, 1, true),
            ] {
                let found = Orientation::of_file(&jpeg_with_orientation(value, big_endian));
                assert_eq!(
                    (found.quarter_turns, found.mirrored),
                    (turns, mirrored),
                    "{value}"
                );
            }
        }
    }

    #[test]
    fn a_quarter_turn_swaps_the_shown_size() {
        let turned = Orientation::of_file(&jpeg_with_orientation(6, false));
        assert_eq!(turned.upright_size(4000, 3000), (3000, 4000));
        assert_eq!(
            Orientation::from_exif(3).upright_size(4000, 3000),
            (4000, 3000)
        );
    }

    #[test]
    fn other_files_and_broken_exif_are_upright() {
        assert_eq!(Orientation::of_file(b"\x89PNG\r\n"), Orientation::default());
        assert_eq!(
            Orientation::of_file(&[0xFF, 0xD8, 0xFF, 0xE1, 0x00]),
            Orientation::default()
        );
        let mut cut = jpeg_with_orientation(6, true);
        cut.truncate(20);
        assert_eq!(Orientation::of_file(&cut), Orientation::default());
    }
}
