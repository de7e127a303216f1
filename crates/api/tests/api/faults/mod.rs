//! The failures a small shop actually meets: its database restarting under
//! load (the real binary on a private PostgreSQL), its payment provider
//! failing or slow. They stop or hold up what the shop depends on, so
//! `just test-faults` runs them on their own, one at a time.

mod backup_under_load;
mod database_restart;
mod disk_full;
mod image_host_outage;
mod mail_outage;
mod payment_outage;
mod stopping_cleanly;
