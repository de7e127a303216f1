//! A PostgreSQL server of a test's own: `initdb` into a temporary folder,
//! `pg_ctl` on a port of its own, so a test may stop and start it while the
//! machine's shared server stays untouched. PostgreSQL refuses to run as
//! root: as root, every command runs as the `postgres` user.

use std::{
    path::PathBuf,
    process::{Command, Stdio},
};

/// A private server; stopped and its folder removed when dropped.
pub struct PrivatePostgres {
    bin: PathBuf,
    dir: PathBuf,
    pub port: u16,
}

/// The newest PostgreSQL's programs on this machine (Debian keeps them per version).
fn server_bin() -> Option<PathBuf> {
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .ok()?
        .filter_map(|entry| entry.ok().map(|entry| entry.path().join("bin")))
        .filter(|bin| bin.join("initdb").exists() && bin.join("pg_ctl").exists())
        .collect();
    versions.sort();
    versions.pop()
}

fn running_as_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| String::from_utf8_lossy(&out.stdout).trim() == "0")
}

impl PrivatePostgres {
    /// Creates and starts a server on `port`; `None` (and why, on stderr)
    /// when this machine has no PostgreSQL server programs.
    pub fn start(port: u16) -> Option<Self> {
        let Some(bin) = server_bin() else {
            eprintln!("no PostgreSQL server programs under /usr/lib/postgresql: skipped");
            return None;
        };
        let dir = std::env::temp_dir().join(format!("primecards-pg-{port}-{}", std::process::id()));
        let server = Self { bin, dir, port };
        server.run("rm", &["-rf", &server.data()]);
        server.run("mkdir", &["-p", &server.data()]);
        let initdb = server.program("initdb");
        server.run(
            &initdb,
            &[
                "-D",
                &server.data(),
                "-U",
                "postgres",
                "--auth=trust",
                "-E",
                "UTF8",
            ],
        );
        server.begin();
        Some(server)
    }

    /// `postgres://…` of its `postgres` database.
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// Starts the server and waits until it takes connections.
    pub fn begin(&self) {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1",
            self.port,
            self.data()
        );
        let log = format!("{}/server.log", self.data());
        let pg_ctl = self.program("pg_ctl");
        self.run(
            &pg_ctl,
            &[
                "-D",
                &self.data(),
                "-o",
                &options,
                "-l",
                &log,
                "-w",
                "start",
            ],
        );
    }

    /// Stops the server at once (`-m fast`: open connections are ended), as an update would.
    pub fn stop(&self) {
        let pg_ctl = self.program("pg_ctl");
        self.run(&pg_ctl, &["-D", &self.data(), "-m", "fast", "-w", "stop"]);
    }

    fn data(&self) -> String {
        self.dir.to_string_lossy().into_owned()
    }

    fn program(&self, name: &str) -> String {
        self.bin.join(name).to_string_lossy().into_owned()
    }

    /// Runs `program` with `args`; panics when it fails.
    fn run(&self, program: &str, args: &[&str]) {
        let output = command(program)
            .args(args)
            .stdin(Stdio::null())
            .output()
            .unwrap_or_else(|error| panic!("{program}: {error}"));
        assert!(
            output.status.success(),
            "{program} {args:?} failed: {}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
    }
}

/// `program` as a command, run as `postgres` when this process is root.
fn command(program: &str) -> Command {
    if running_as_root() {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--", program]);
        command
    } else {
        Command::new(program)
    }
}

impl Drop for PrivatePostgres {
    fn drop(&mut self) {
        let _ = command(&self.program("pg_ctl"))
            .args(["-D", &self.data(), "-m", "immediate", "stop"])
            .output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
