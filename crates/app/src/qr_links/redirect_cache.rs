//! This instance's memory of where each scanned code leads, so the hottest
//! path (every scan of every magnet) reads the database about once per code
//! and half-second instead of on every scan.
//!
//! A change made through this instance takes effect at once (the code is
//! forgotten after its transaction commits); a change made through another
//! instance on the same database reaches this one's scans within
//! [`REMEMBERED_FOR`]: an answer is kept only that long, counted from before
//! its read began. Times are this process's monotonic clock, not the shop's
//! [`shop_ports::clock::Clock`]: a frozen test clock must not freeze the memory.

use std::{
    collections::HashMap,
    sync::{Mutex, PoisonError},
    time::{Duration, Instant},
};

use shop_domain::qr_link::ShortCode;
use shop_ports::qr_links::Redirect;

/// How long an answer read from the database is used again.
pub const REMEMBERED_FOR: Duration = Duration::from_millis(500);

/// At most this many codes are remembered; beyond them, scans read the database.
const MOST_CODES: usize = 10_000;

#[derive(Default)]
pub struct RedirectCache {
    inner: Mutex<Remembered>,
}

#[derive(Default)]
struct Remembered {
    answers: HashMap<ShortCode, (Redirect, Instant)>,
    /// Moved by every change made here: a read begun before the change
    /// cannot store its older answer after it.
    generation: u64,
}

/// The remembered answer, or the generation a read must hand back to [`RedirectCache::keep`].
pub enum Lookup {
    Hit(Redirect),
    Miss { generation: u64 },
}

impl RedirectCache {
    /// What `code` led to when read less than [`REMEMBERED_FOR`] before `now`.
    pub fn lookup(&self, code: &ShortCode, now: Instant) -> Lookup {
        let remembered = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        match remembered.answers.get(code) {
            Some((redirect, read_at)) if now.duration_since(*read_at) < REMEMBERED_FOR => {
                Lookup::Hit(redirect.clone())
            }
            _ => Lookup::Miss {
                generation: remembered.generation,
            },
        }
    }

    /// Keeps `redirect`, read from the database after `read_at`, unless a
    /// change was made here since the [`Lookup::Miss`] that gave `generation`.
    pub fn keep(&self, code: ShortCode, redirect: Redirect, read_at: Instant, generation: u64) {
        let mut remembered = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        if remembered.generation != generation {
            return;
        }
        if remembered.answers.len() >= MOST_CODES && !remembered.answers.contains_key(&code) {
            remembered
                .answers
                .retain(|_, (_, at)| read_at.duration_since(*at) < REMEMBERED_FOR);
            if remembered.answers.len() >= MOST_CODES {
                return;
            }
        }
        remembered.answers.insert(code, (redirect, read_at));
    }

    /// After a change of `code` made here has committed: its next scan reads it anew.
    pub fn forget(&self, code: &ShortCode) {
        let mut remembered = self.inner.lock().unwrap_or_else(PoisonError::into_inner);
        remembered.generation += 1;
        remembered.answers.remove(code);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn code(raw: &str) -> ShortCode {
        ShortCode::parse(raw).unwrap()
    }

    fn to(target: &str) -> Redirect {
        Redirect::To(target.to_owned())
    }

    fn generation(lookup: Lookup) -> u64 {
        match lookup {
            Lookup::Miss { generation } => generation,
            Lookup::Hit(redirect) => panic!("remembered {redirect:?}"),
        }
    }

    #[test]
    fn an_answer_is_used_again_for_less_than_its_time() {
        let cache = RedirectCache::default();
        let start = Instant::now();
        let code = code("7KQ2MZX9PA");
        let seen = generation(cache.lookup(&code, start));
        cache.keep(code.clone(), to("https://a.de"), start, seen);

        assert!(matches!(
            cache.lookup(&code, start + REMEMBERED_FOR - Duration::from_millis(1)),
            Lookup::Hit(Redirect::To(target)) if target == "https://a.de"
        ));
        generation(cache.lookup(&code, start + REMEMBERED_FOR));
    }

    #[test]
    fn a_change_made_here_is_followed_at_once_and_a_read_from_before_it_is_not_kept() {
        let cache = RedirectCache::default();
        let start = Instant::now();
        let link = code("7KQ2MZX9PA");
        // A scan misses and reads the old target while a change commits here.
        let racing = generation(cache.lookup(&link, start));
        cache.forget(&link);
        cache.keep(link.clone(), to("https://alt.de"), start, racing);
        let after = generation(cache.lookup(&link, start));

        cache.keep(link.clone(), Redirect::Disabled, start, after);
        assert!(matches!(
            cache.lookup(&link, start),
            Lookup::Hit(Redirect::Disabled)
        ));
        cache.forget(&link);
        generation(cache.lookup(&link, start));
    }

    #[test]
    fn at_most_so_many_codes_are_remembered() {
        let cache = RedirectCache::default();
        let start = Instant::now();
        // The n-th code in the codes' own alphabet.
        let nth = |mut n: usize| {
            let alphabet = shop_domain::qr_link::SHORT_CODE_ALPHABET;
            let mut raw = [alphabet[0]; 10];
            for place in raw.iter_mut().rev() {
                *place = alphabet[n % alphabet.len()];
                n /= alphabet.len();
            }
            code(std::str::from_utf8(&raw).unwrap())
        };
        let codes: Vec<ShortCode> = (0..=MOST_CODES).map(nth).collect();
        for code in &codes {
            let seen = generation(cache.lookup(code, start));
            cache.keep(code.clone(), to("https://a.de"), start, seen);
        }
        generation(cache.lookup(&codes[MOST_CODES], start));
        assert!(matches!(cache.lookup(&codes[0], start), Lookup::Hit(_)));

        // Once the others are old, a new code takes their room.
        let later = start + REMEMBERED_FOR;
        let seen = generation(cache.lookup(&codes[MOST_CODES], later));
        cache.keep(codes[MOST_CODES].clone(), to("https://b.de"), later, seen);
        assert!(matches!(
            cache.lookup(&codes[MOST_CODES], later),
            Lookup::Hit(_)
        ));
        assert_eq!(cache.inner.lock().unwrap().answers.len(), 1);
    }
}
