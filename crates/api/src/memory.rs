//! Handing memory the shop freed back to the system. glibc keeps what a
//! thread freed in its arena for the next allocation and returns pages only
//! from the top of a heap, so a process stays resident at its peak long
//! after the peak's memory is free: the start alone (migrations, the demo
//! data, the renderers' set-up, the administrator's password hash) left
//! about 10 MB resident that an idle shop never used again. `malloc_trim(0)`
//! gives every free page back; live memory is untouched.

use std::time::Duration;

/// How often the freed memory of a busy spell is given back. Each call walks
/// and briefly locks glibc's arenas, so not on every request.
const RELEASE_EVERY: Duration = Duration::from_secs(60);

/// Gives the memory glibc holds free back to the system; elsewhere (musl,
/// other systems) nothing: those allocators return memory themselves.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
#[expect(unsafe_code, reason = "the one call into glibc's allocator")]
fn release_freed() {
    // SAFETY: malloc_trim takes no pointers; glibc locks each arena while it
    // trims it, so other threads may allocate and free meanwhile.
    unsafe {
        libc::malloc_trim(0);
    }
}

#[cfg(not(all(target_os = "linux", target_env = "gnu")))]
fn release_freed() {}

/// When the start's own work is over: the server's workers are up and the
/// jobs due at the start have run.
const AFTER_THE_START: Duration = Duration::from_secs(2);

/// Releases freed memory once the start has settled, then every
/// [`RELEASE_EVERY`].
pub fn spawn_periodic_release() {
    tokio::spawn(async {
        let first = tokio::time::Instant::now() + AFTER_THE_START;
        let mut tick = tokio::time::interval_at(first, RELEASE_EVERY);
        loop {
            tick.tick().await;
            release_freed();
        }
    });
}

#[cfg(test)]
mod tests {
    /// Resident anonymous memory of this process, in kB.
    fn resident_anonymous_kb() -> u64 {
        std::fs::read_to_string("/proc/self/status")
            .unwrap_or_default()
            .lines()
            .find_map(|line| line.strip_prefix("RssAnon:"))
            .and_then(|value| value.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap_or(0)
    }

    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    #[test]
    fn freed_small_blocks_go_back_to_the_system() {
        // 64 MB in 4 KB blocks (under the mmap threshold: on the heap), one in
        // 64 kept so the heap's top cannot simply shrink.
        let mut blocks: Vec<Vec<u8>> = (0..16_384).map(|n| vec![n as u8; 4096]).collect();
        let kept: Vec<Vec<u8>> = blocks.iter().step_by(64).cloned().collect();
        blocks.clear();
        blocks.shrink_to_fit();
        let before = resident_anonymous_kb();
        super::release_freed();
        let after = resident_anonymous_kb();
        assert!(
            before.saturating_sub(after) > 32 * 1024,
            "resident before {before} kB, after {after} kB"
        );
        assert_eq!(kept.len(), 256);
    }
}
