//! Two `shop-api` instances on one PostgreSQL behind Debian's nginx, set up
//! as `deploy/README.md` shows: sessions follow the customer from one
//! instance to the other, and per-address limits see each client, not the
//! proxy.

use std::{
    net::{IpAddr, Ipv4Addr, TcpStream},
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use serde_json::{Value, json};

use crate::{
    support::{
        databases::TestDatabase,
        process::{ShopConfig, ShopProcess, client, free_port},
    },
    two_instances::{activation_token, session_cookie},
};

const CUSTOMER: &str = "kunde@hinter-dem-proxy.test";

struct Nginx {
    child: Child,
    base_url: String,
    dir: tempfile::TempDir,
}

impl Nginx {
    /// nginx on `port`, balancing round-robin over `upstreams`; `None` when
    /// nginx is not installed outside CI (`.ci/run` installs it).
    fn start(port: u16, upstreams: &[&ShopProcess]) -> Option<Self> {
        let binary = ["/usr/sbin/nginx", "/usr/bin/nginx"]
            .into_iter()
            .find(|path| std::path::Path::new(path).exists());
        let Some(binary) = binary else {
            assert!(std::env::var_os("CI").is_none(), "nginx is not installed");
            return None;
        };
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().display();
        let servers: String = upstreams
            .iter()
            .map(|shop| format!("server {};\n", shop.base_url.trim_start_matches("http://")))
            .collect();
        let config = format!(
            "daemon off;\nmaster_process off;\nworker_processes 1;\npid {root}/nginx.pid;\n\
             error_log {root}/error.log warn;\nevents {{ worker_connections 64; }}\n\
             http {{\n access_log off;\n client_body_temp_path {root}/body;\n\
             proxy_temp_path {root}/proxy;\n fastcgi_temp_path {root}/fastcgi;\n\
             uwsgi_temp_path {root}/uwsgi;\n scgi_temp_path {root}/scgi;\n\
             upstream shop {{\n{servers}}}\n\
             server {{\n listen 127.0.0.1:{port};\n\
             location / {{\n{proxy}\n add_header X-Served-By $upstream_addr always;\n}}\n}}\n}}\n",
            proxy = include_str!("../../../../deploy/nginx-proxy.conf"),
        );
        std::fs::write(dir.path().join("nginx.conf"), config).unwrap();
        let child = Command::new(binary)
            .args(["-p", &root.to_string(), "-c", "nginx.conf"])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let nginx = Self {
            child,
            base_url: format!("http://127.0.0.1:{port}"),
            dir,
        };
        let started = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                started.elapsed() < Duration::from_secs(10),
                "nginx did not start:\n{}",
                nginx.log()
            );
            std::thread::sleep(Duration::from_millis(50));
        }
        Some(nginx)
    }

    fn url(&self, path: &str) -> String {
        format!("{}{path}", self.base_url)
    }

    fn log(&self) -> String {
        std::fs::read_to_string(self.dir.path().join("error.log")).unwrap_or_default()
    }
}

impl Drop for Nginx {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A client of its own address (127.0.0.x), as a browser elsewhere would be.
fn browser(last_octet: u8) -> reqwest::Client {
    client(Some(IpAddr::V4(Ipv4Addr::new(127, 0, 0, last_octet))))
}

async fn post(
    http: &reqwest::Client,
    nginx: &Nginx,
    path: &str,
    cookie: Option<&str>,
    body: &Value,
) -> reqwest::Response {
    let mut request = http
        .post(nginx.url(path))
        .header("Origin", &nginx.base_url)
        .json(body);
    if let Some(cookie) = cookie {
        request = request.header(reqwest::header::COOKIE, cookie);
    }
    request.send().await.unwrap()
}

fn served_by(response: &reqwest::Response) -> String {
    response.headers()["x-served-by"]
        .to_str()
        .unwrap()
        .to_owned()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn behind_nginx_sessions_follow_the_customer_and_limits_see_each_client() {
    let Some(db) = TestDatabase::postgres() else {
        return;
    };
    let port = free_port();
    let public_url = format!("http://127.0.0.1:{port}");
    let data = tempfile::tempdir().unwrap();
    let mut instances = Vec::new();
    for name in ["a", "b"] {
        let dir = data.path().join(name);
        std::fs::create_dir_all(&dir).unwrap();
        let config = ShopConfig::new(db.url(), &dir, &public_url)
            .with_env("SHOP_TRUSTED_PROXIES", "127.0.0.1");
        instances.push(ShopProcess::start(&config).await);
    }
    let Some(nginx) = Nginx::start(port, &instances.iter().collect::<Vec<_>>()) else {
        return;
    };

    // A customer signs up, activates and signs in through the proxy…
    let customer = browser(2);
    let signed_up = post(
        &customer,
        &nginx,
        "/api/auth/sign-up",
        None,
        &json!({"companyName": "Proxy Pizza", "email": CUSTOMER, "phone": "0170 1234567", "password": "geheim123"}),
    )
    .await;
    assert_eq!(signed_up.status(), 201, "{}", nginx.log());
    let token = activation_token(&[data.path()], CUSTOMER).await;
    let activated = post(
        &customer,
        &nginx,
        "/api/users/activate-user",
        None,
        &json!({"email": CUSTOMER, "token": token}),
    )
    .await;
    assert_eq!(activated.status(), 200);
    let credentials = json!({"email": CUSTOMER, "password": "geheim123"});
    let signed_in = post(&customer, &nginx, "/api/auth/sign-in", None, &credentials).await;
    assert_eq!(signed_in.status(), 200);
    let cookie = session_cookie(&signed_in).expect("a session cookie");
    let mut instances_seen = vec![served_by(&signed_in)];

    // …and stays signed in whichever instance answers next.
    for _ in 0..2 {
        let check = customer
            .get(nginx.url("/api/auth/initialCheck"))
            .header(reqwest::header::COOKIE, &cookie)
            .send()
            .await
            .unwrap();
        instances_seen.push(served_by(&check));
        let body: Value = check.json().await.unwrap();
        assert_eq!(body["user"]["email"], CUSTOMER);
    }
    instances_seen.sort();
    instances_seen.dedup();
    assert_eq!(
        instances_seen.len(),
        2,
        "both instances answered: {instances_seen:?}"
    );

    // A noisy client guessing the password is throttled…
    let noisy = browser(3);
    let wrong = json!({"email": CUSTOMER, "password": "falsch123"});
    let mut noisy_statuses = Vec::new();
    for _ in 0..7 {
        let answer = post(&noisy, &nginx, "/api/auth/sign-in", None, &wrong).await;
        noisy_statuses.push(answer.status().as_u16());
    }
    assert_eq!(noisy_statuses, [401, 401, 401, 401, 401, 429, 429]);

    // …while another client behind the same proxy signs in to that very account.
    let quiet = browser(4);
    let quiet_sign_in = post(&quiet, &nginx, "/api/auth/sign-in", None, &credentials).await;
    assert_eq!(quiet_sign_in.status(), 200);

    // A forged header does not help the noisy client: nginx appends the real address.
    let forged = noisy
        .post(nginx.url("/api/auth/sign-in"))
        .header("Origin", &nginx.base_url)
        .header("X-Forwarded-For", "198.51.100.99")
        .json(&wrong)
        .send()
        .await
        .unwrap();
    assert_eq!(forged.status(), 429);
}
