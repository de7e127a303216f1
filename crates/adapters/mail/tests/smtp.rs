//! The SMTP adapter against a real SMTP conversation: a small sink on a local
//! port speaks the protocol and keeps what it was sent.

// Helpers outside `#[test]` functions unwrap too: a failed set-up is a failed test.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use shop_mail::{GermanMailComposer, LettreMailer};
use shop_ports::mailer::{MailComposer, MailContent, Mailer};
use tokio::{
    io::{AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::TcpListener,
};

/// What the sink saw: the envelope and the message as transmitted.
#[derive(Debug, Default)]
struct Received {
    mail_from: String,
    rcpt_to: Vec<String>,
    data: String,
}

/// Accepts one connection and answers like a permissive SMTP server.
async fn smtp_sink() -> (u16, tokio::task::JoinHandle<Received>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let handle = tokio::spawn(async move {
        let (socket, _) = listener.accept().await.unwrap();
        let (read, mut write) = socket.into_split();
        let mut lines = BufReader::new(read).lines();
        let mut received = Received::default();
        write.write_all(b"220 sink.local ESMTP\r\n").await.unwrap();
        while let Some(line) = lines.next_line().await.unwrap() {
            let command = line.to_ascii_uppercase();
            let reply: &[u8] = if command.starts_with("EHLO") {
                b"250-sink.local\r\n250 8BITMIME\r\n"
            } else if command.starts_with("MAIL FROM:") {
                received.mail_from = line[10..].to_owned();
                b"250 OK\r\n"
            } else if command.starts_with("RCPT TO:") {
                received.rcpt_to.push(line[8..].to_owned());
                b"250 OK\r\n"
            } else if command == "DATA" {
                write
                    .write_all(b"354 End data with <CR><LF>.<CR><LF>\r\n")
                    .await
                    .unwrap();
                while let Some(data_line) = lines.next_line().await.unwrap() {
                    if data_line == "." {
                        break;
                    }
                    received.data.push_str(&data_line);
                    received.data.push('\n');
                }
                b"250 OK: queued\r\n"
            } else if command == "QUIT" {
                write.write_all(b"221 Bye\r\n").await.unwrap();
                break;
            } else {
                b"250 OK\r\n"
            };
            write.write_all(reply).await.unwrap();
        }
        received
    });
    (port, handle)
}

#[tokio::test]
async fn the_activation_mail_arrives_over_smtp_with_its_headers_and_link() {
    let (port, sink) = smtp_sink().await;
    let mailer = LettreMailer::smtp(
        &format!("smtp://127.0.0.1:{port}"),
        "PrimeCards <noreply@primecards.de>",
    )
    .unwrap();
    let link = "https://shop.example/activate?email=kunde%40example.de&token=abc123";
    let mail = GermanMailComposer::demo().compose(
        "kunde@example.de",
        &MailContent::Activation {
            company_name: "Pizzeria Bella".into(),
            link: link.into(),
        },
    );

    mailer.send(&mail).await.unwrap();
    drop(mailer);
    let received = tokio::time::timeout(std::time::Duration::from_secs(10), sink)
        .await
        .unwrap()
        .unwrap();

    assert_eq!(received.mail_from.trim(), "<noreply@primecards.de>");
    assert_eq!(received.rcpt_to, ["<kunde@example.de>"]);
    let data = &received.data;
    assert!(
        data.contains("From: PrimeCards <noreply@primecards.de>"),
        "{data}"
    );
    assert!(data.contains("To: kunde@example.de"), "{data}");
    assert!(
        data.contains("Subject: Bitte aktivieren Sie Ihr PrimeCards-Konto")
            || data.contains("Subject: =?utf-8?"),
        "{data}"
    );
    assert!(data.contains("multipart/alternative"), "{data}");
    let unfolded = data.replace("=\n", "").replace("=3D", "=");
    assert!(
        unfolded.contains(link),
        "the link is missing from {unfolded}"
    );
}
