//! A mail server for a real shop process: a local SMTP sink on a fixed port
//! that keeps what it receives. Taken down (the port closed, connections
//! refused) and brought back by the test, like a provider's outage.

use std::sync::{Arc, Mutex};

use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::{TcpListener, TcpStream},
    task::JoinHandle,
};

/// One mail as the sink received it: its recipient and subject.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct ReceivedMail {
    pub to: String,
    pub subject: String,
}

pub struct SmtpSink {
    port: u16,
    received: Arc<Mutex<Vec<ReceivedMail>>>,
    serving: Option<JoinHandle<()>>,
}

impl SmtpSink {
    /// A sink on `port`, not yet accepting.
    pub fn on(port: u16) -> Self {
        Self {
            port,
            received: Arc::default(),
            serving: None,
        }
    }

    /// `SMTP_URL` for the shop: plain SMTP, no TLS.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Opens the port and serves every connection.
    pub async fn up(&mut self) {
        let listener = TcpListener::bind(("127.0.0.1", self.port)).await.unwrap();
        let received = Arc::clone(&self.received);
        self.serving = Some(tokio::spawn(async move {
            // Owned here, so taking the sink down ends open conversations too
            // (the shop keeps pooled connections).
            let mut conversations = tokio::task::JoinSet::new();
            while let Ok((socket, _)) = listener.accept().await {
                conversations.spawn(converse(socket, Arc::clone(&received)));
            }
        }));
    }

    /// Closes the port and every open connection: new connections are refused.
    pub async fn down(&mut self) {
        if let Some(serving) = self.serving.take() {
            serving.abort();
            let _ = serving.await;
        }
    }

    pub fn received(&self) -> Vec<ReceivedMail> {
        self.received.lock().unwrap().clone()
    }
}

/// One SMTP conversation, as a permissive server answers it.
async fn converse(socket: TcpStream, received: Arc<Mutex<Vec<ReceivedMail>>>) {
    let (read, mut write) = socket.into_split();
    let mut lines = BufReader::new(read).lines();
    if write.write_all(b"220 sink.local ESMTP\r\n").await.is_err() {
        return;
    }
    let mut to = String::new();
    while let Ok(Some(line)) = lines.next_line().await {
        let command = line.to_ascii_uppercase();
        let reply: &[u8] = if command.starts_with("EHLO") {
            b"250-sink.local\r\n250 8BITMIME\r\n"
        } else if command.starts_with("RCPT TO:") {
            to = line[8..].trim().trim_matches(['<', '>']).to_owned();
            b"250 OK\r\n"
        } else if command == "DATA" {
            if write.write_all(b"354 go ahead\r\n").await.is_err() {
                return;
            }
            let mut subject = String::new();
            while let Ok(Some(data_line)) = lines.next_line().await {
                if data_line == "." {
                    break;
                }
                if subject.is_empty()
                    && let Some(value) = data_line.strip_prefix("Subject: ")
                {
                    subject = value.to_owned();
                }
            }
            received.lock().unwrap().push(ReceivedMail {
                to: std::mem::take(&mut to),
                subject,
            });
            b"250 OK: queued\r\n"
        } else if command == "QUIT" {
            let _ = write.write_all(b"221 Bye\r\n").await;
            return;
        } else {
            b"250 OK\r\n"
        };
        if write.write_all(reply).await.is_err() {
            return;
        }
    }
}
