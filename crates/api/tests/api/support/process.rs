//! The real `shop-api` binary as a child process: started on a port of its
//! own, waited for until `/api/healthz` answers, and killed with SIGKILL
//! (`Child::kill` on Unix) — by a test, or when the handle is dropped.

use std::{
    net::{IpAddr, TcpListener},
    path::{Path, PathBuf},
    process::{Child, Command, Stdio},
    sync::atomic::{AtomicU16, Ordering},
    time::{Duration, Instant},
};

/// Held by each test that runs real shop processes under load and kills
/// them: two at once on this machine's two cores starve each other's
/// background work past their time limits, so they take turns.
static KILL_TESTS: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Waits for this test's turn among the kill tests; the turn lasts as long
/// as the guard.
pub async fn kill_test_turn() -> tokio::sync::MutexGuard<'static, ()> {
    KILL_TESTS.lock().await
}

/// How many ports these tests may use, from 18200 or from
/// `SHOP_TEST_PORTS_FROM`: two test processes at once (`just test` runs the
/// fault tests beside the others) each need a range of their own, as the
/// count below is per process.
const PORT_COUNT: u16 = 100;
static NEXT_PORT: AtomicU16 = AtomicU16::new(0);

fn first_port() -> u16 {
    std::env::var("SHOP_TEST_PORTS_FROM")
        .ok()
        .and_then(|from| from.parse().ok())
        .unwrap_or(18200)
}

/// How long a start may take (migrations and seeding on a busy machine).
const START_TIMEOUT: Duration = Duration::from_secs(90);

/// A port of this process's range nothing listens on right now; each call
/// tries the next one, so parallel tests of one binary never pick the same port.
pub fn free_port() -> u16 {
    let first = first_port();
    for _ in 0..PORT_COUNT {
        let port = first + NEXT_PORT.fetch_add(1, Ordering::Relaxed) % PORT_COUNT;
        if TcpListener::bind(("127.0.0.1", port)).is_ok() {
            return port;
        }
    }
    panic!("no free port from {first} on ({PORT_COUNT} tried)");
}

/// What a shop process is started with.
#[derive(Clone)]
pub struct ShopConfig {
    pub database_url: String,
    /// `SHOP_DATA_DIR`; also holds the static folder and the process logs.
    pub data_dir: PathBuf,
    /// `SHOP_PUBLIC_URL`; every state-changing call sends it as `Origin`.
    pub public_url: String,
    pub extra_env: Vec<(String, String)>,
}

impl ShopConfig {
    pub fn new(database_url: &str, data_dir: &Path, public_url: &str) -> Self {
        Self {
            database_url: database_url.to_owned(),
            data_dir: data_dir.to_owned(),
            public_url: public_url.to_owned(),
            extra_env: Vec::new(),
        }
    }

    pub fn with_env(mut self, key: &str, value: &str) -> Self {
        self.extra_env.push((key.to_owned(), value.to_owned()));
        self
    }
}

pub struct ShopProcess {
    child: Child,
    /// `http://127.0.0.1:<port>`, where this process listens.
    pub base_url: String,
    pub public_url: String,
    log: PathBuf,
}

impl ShopProcess {
    /// Starts the binary and waits until it is healthy.
    pub async fn start(config: &ShopConfig) -> Self {
        let mut process = Self::spawn(config);
        process.wait_until_healthy().await;
        process
    }

    /// Starts the binary without waiting for it.
    pub fn spawn(config: &ShopConfig) -> Self {
        let port = free_port();
        let static_dir = config.data_dir.join("dist");
        std::fs::create_dir_all(&static_dir).unwrap();
        std::fs::write(
            static_dir.join("index.html"),
            "<!doctype html><title>PrimeCards</title><div id=root></div>",
        )
        .unwrap();
        let log = config.data_dir.join(format!("shop-{port}.log"));
        let log_file = std::fs::File::create(&log).unwrap();
        let mut command = Command::new(env!("CARGO_BIN_EXE_shop-api"));
        // A clean environment: no .env, Stripe, Cloudinary or SMTP settings of
        // the developer's shell may leak into the process under test.
        command
            .env_clear()
            .current_dir(&config.data_dir)
            .env("PATH", std::env::var_os("PATH").unwrap_or_default())
            .env("RUST_LOG", "warn")
            .env("DATABASE_URL", &config.database_url)
            .env("SHOP_BIND", format!("127.0.0.1:{port}"))
            .env("SHOP_PUBLIC_URL", &config.public_url)
            .env("SHOP_DATA_DIR", &config.data_dir)
            .env("SHOP_STATIC_DIR", &static_dir)
            .env("SHOP_DEMO_DATA", "true")
            // The test page pays for free; a test that needs Stripe or no provider overrides it.
            .env("SHOP_PAYMENT_PROVIDER", "local")
            .envs(config.extra_env.iter().map(|(k, v)| (k, v)))
            .stdin(Stdio::null())
            .stdout(log_file.try_clone().unwrap())
            .stderr(log_file);
        Self {
            child: command.spawn().unwrap(),
            base_url: format!("http://127.0.0.1:{port}"),
            public_url: config.public_url.clone(),
            log,
        }
    }

    /// Polls `/api/healthz` until it answers 200; panics with the log when the
    /// process exits or does not come up in time.
    pub async fn wait_until_healthy(&mut self) {
        let client = client(None);
        let started = Instant::now();
        loop {
            if let Ok(response) = client.get(self.url("/api/healthz")).send().await
                && response.status().is_success()
            {
                return;
            }
            if let Some(status) = self.exited() {
                panic!(
                    "shop-api at {} exited with {status}:\n{}",
                    self.base_url,
                    self.log()
                );
            }
            assert!(
                started.elapsed() < START_TIMEOUT,
                "shop-api at {} not healthy after {START_TIMEOUT:?}:\n{}",
                self.base_url,
                self.log()
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// `Some(exit status)` once the process has ended.
    pub fn exited(&mut self) -> Option<std::process::ExitStatus> {
        self.child.try_wait().unwrap()
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    /// The process's peak resident memory so far (`VmHWM`), in kB.
    pub fn peak_memory_kb(&self) -> u64 {
        std::fs::read_to_string(format!("/proc/{}/status", self.child.id()))
            .unwrap()
            .lines()
            .find_map(|line| line.strip_prefix("VmHWM:"))
            .and_then(|rest| rest.trim().trim_end_matches("kB").trim().parse().ok())
            .unwrap()
    }

    /// SIGKILL: no shutdown handler runs, running requests die mid-way.
    pub fn kill(&mut self) {
        if self.child.try_wait().unwrap().is_none() {
            self.child.kill().unwrap();
        }
        self.child.wait().unwrap();
    }

    /// SIGTERM, as a service manager stops the shop, and waits for it to end:
    /// running requests finish and the shutdown handlers run.
    pub fn terminate(&mut self) -> std::process::ExitStatus {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success(), "kill -TERM failed");
        self.child.wait().unwrap()
    }

    /// Sends SIGTERM and returns at once.
    pub fn signal_term(&self) {
        let sent = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success(), "kill -TERM failed");
    }

    /// Waits up to `within` for the process to end: its status and how long it took.
    pub async fn wait_exit(
        &mut self,
        within: Duration,
    ) -> Option<(std::process::ExitStatus, Duration)> {
        let started = Instant::now();
        while started.elapsed() < within {
            if let Some(status) = self.exited() {
                return Some((status, started.elapsed()));
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        None
    }

    pub fn log(&self) -> String {
        std::fs::read_to_string(&self.log).unwrap_or_default()
    }
}

impl Drop for ShopProcess {
    fn drop(&mut self) {
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
            let _ = self.child.wait();
        }
    }
}

/// An HTTP client without a cookie jar; `local` picks the source address, so
/// each simulated customer has an address of its own (per-address limits).
pub fn client(local: Option<IpAddr>) -> reqwest::Client {
    client_waiting(local, Duration::from_secs(30))
}

/// As [`client`], waiting up to `timeout` for an answer: for bursts whose
/// requests queue behind each other on purpose (a test of memory, not of time).
pub fn client_waiting(local: Option<IpAddr>, timeout: Duration) -> reqwest::Client {
    reqwest::Client::builder()
        .local_address(local)
        .timeout(timeout)
        .build()
        .unwrap()
}
