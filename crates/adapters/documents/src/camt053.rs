//! The booked euro credits of a camt.053 bank statement (ISO 20022
//! `BkToCstmrStmt`, versions .001.02 and .001.08, as German banks export
//! them).

use chrono::NaiveDate;
use roxmltree::{Document, Node};
use shop_domain::Cents;
use shop_ports::bank_statements::{BankCredit, StatementError, StatementReader};

/// The namespaces read: 2009's .001.02 and 2019's .001.08.
const VERSIONS: [&str; 2] = [
    "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02",
    "urn:iso:std:iso:20022:tech:xsd:camt.053.001.08",
];

/// Reads camt.053 statements.
#[derive(Debug, Clone, Copy, Default)]
pub struct Camt053Reader;

/// The first child element of `node` named `name`.
fn child<'a, 'i>(node: Node<'a, 'i>, name: &str) -> Option<Node<'a, 'i>> {
    node.children()
        .find(|child| child.is_element() && child.tag_name().name() == name)
}

/// The element at `path` below `node`.
fn at<'a, 'i>(node: Node<'a, 'i>, path: &[&str]) -> Option<Node<'a, 'i>> {
    path.iter().try_fold(node, |node, name| child(node, name))
}

/// The trimmed text at `path` below `node`; empty when absent.
fn text(node: Node<'_, '_>, path: &[&str]) -> String {
    at(node, path)
        .and_then(|node| node.text())
        .unwrap_or_default()
        .trim()
        .to_owned()
}

/// `595.00` as cents; `None` for anything else.
fn cents(raw: &str) -> Option<Cents> {
    let (euros, fraction) = raw.split_once('.').unwrap_or((raw, "0"));
    if euros.is_empty()
        || fraction.len() > 2
        || !euros.bytes().all(|b| b.is_ascii_digit())
        || !fraction.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let euros: i64 = euros.parse().ok()?;
    let fraction: i64 = format!("{fraction:0<2}").parse().ok()?;
    Some(Cents::new(euros.checked_mul(100)?.checked_add(fraction)?))
}

/// Whether the entry is booked: `<Sts>BOOK</Sts>` (.02) or `<Sts><Cd>BOOK</Cd></Sts>` (.08).
fn booked(entry: Node<'_, '_>) -> bool {
    let status = text(entry, &["Sts"]);
    status == "BOOK" || text(entry, &["Sts", "Cd"]) == "BOOK"
}

/// The credit an entry is, if it is a booked euro credit.
fn credit(
    entry: Node<'_, '_>,
    statement: &str,
    index: usize,
) -> Result<Option<BankCredit>, StatementError> {
    if text(entry, &["CdtDbtInd"]) != "CRDT" || !booked(entry) {
        return Ok(None);
    }
    let amount_node = child(entry, "Amt")
        .ok_or_else(|| StatementError::Incomplete(format!("Buchung {index} ohne Betrag")))?;
    if amount_node.attribute("Ccy") != Some("EUR") {
        return Ok(None);
    }
    let amount = amount_node
        .text()
        .and_then(|raw| cents(raw.trim()))
        .ok_or_else(|| StatementError::Incomplete(format!("Buchung {index}: Betrag unlesbar")))?;
    let date = [
        &["BookgDt", "Dt"][..],
        &["BookgDt", "DtTm"],
        &["ValDt", "Dt"],
    ]
    .iter()
    .map(|path| text(entry, path))
    .find(|raw| !raw.is_empty())
    .unwrap_or_default();
    let booked_on = NaiveDate::parse_from_str(date.get(..10).unwrap_or_default(), "%Y-%m-%d")
        .map_err(|_| StatementError::Incomplete(format!("Buchung {index} ohne Buchungsdatum")))?;
    let details = at(entry, &["NtryDtls", "TxDtls"]);
    let (debtor, remittance) = details.map_or_else(Default::default, |details| {
        let parties = child(details, "RltdPties");
        let debtor = parties
            .map(|parties| {
                let named = text(parties, &["Dbtr", "Nm"]);
                if named.is_empty() {
                    text(parties, &["Dbtr", "Pty", "Nm"])
                } else {
                    named
                }
            })
            .unwrap_or_default();
        let remittance = child(details, "RmtInf")
            .map(|info| {
                info.children()
                    .filter(|line| line.is_element() && line.tag_name().name() == "Ustrd")
                    .filter_map(|line| line.text())
                    .map(str::trim)
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .unwrap_or_default();
        (debtor, remittance)
    });
    // The bank's own reference names the entry in every export; else its place in this statement.
    let reference = [text(entry, &["AcctSvcrRef"]), text(entry, &["NtryRef"])]
        .into_iter()
        .find(|reference| !reference.is_empty())
        .unwrap_or_else(|| format!("{statement}#{index}"));
    Ok(Some(BankCredit {
        amount,
        booked_on,
        debtor,
        remittance,
        reference,
    }))
}

impl StatementReader for Camt053Reader {
    fn credits(&self, xml: &[u8]) -> Result<Vec<BankCredit>, StatementError> {
        let xml = std::str::from_utf8(xml)
            .map_err(|_| StatementError::NotXml("die Datei ist nicht UTF-8-kodiert".into()))?;
        let document =
            Document::parse(xml).map_err(|error| StatementError::NotXml(error.to_string()))?;
        let root = document.root_element();
        let namespace = root.tag_name().namespace().unwrap_or_default();
        if root.tag_name().name() != "Document" || !VERSIONS.contains(&namespace) {
            let found = if namespace.is_empty() {
                root.tag_name().name().to_owned()
            } else {
                namespace.to_owned()
            };
            return Err(StatementError::Version(found));
        }
        let report = child(root, "BkToCstmrStmt")
            .ok_or_else(|| StatementError::Incomplete("BkToCstmrStmt fehlt".into()))?;
        let mut credits = Vec::new();
        for statement in report
            .children()
            .filter(|node| node.is_element() && node.tag_name().name() == "Stmt")
        {
            let id = text(statement, &["Id"]);
            for (index, entry) in statement
                .children()
                .filter(|node| node.is_element() && node.tag_name().name() == "Ntry")
                .enumerate()
            {
                credits.extend(credit(entry, &id, index + 1)?);
            }
        }
        if credits.is_empty() {
            return Err(StatementError::NoCredits);
        }
        Ok(credits)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const V02: &str = "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02";

    /// A statement of `entries` in `namespace`.
    fn statement(namespace: &str, entries: &str) -> String {
        format!(
            r#"<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="{namespace}"><BkToCstmrStmt>
 <GrpHdr><MsgId>STMT-2026-12-16-001</MsgId><CreDtTm>2026-12-17T06:00:00+01:00</CreDtTm></GrpHdr>
 <Stmt><Id>2026-12-16-00001</Id><CreDtTm>2026-12-17T06:00:00+01:00</CreDtTm>
  <Acct><Id><IBAN>DE89370400440532013000</IBAN></Id><Ccy>EUR</Ccy></Acct>
  {entries}
 </Stmt></BkToCstmrStmt></Document>"#
        )
    }

    fn entry(
        amount: &str,
        direction: &str,
        status: &str,
        debtor: &str,
        remittance: &str,
    ) -> String {
        format!(
            r#"<Ntry><Amt Ccy="EUR">{amount}</Amt><CdtDbtInd>{direction}</CdtDbtInd>{status}
   <BookgDt><Dt>2026-12-16</Dt></BookgDt><ValDt><Dt>2026-12-16</Dt></ValDt>
   <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
   <NtryDtls><TxDtls><RltdPties>{debtor}</RltdPties>
    <RmtInf><Ustrd>{remittance}</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>"#
        )
    }

    #[test]
    fn two_credits_are_read_and_a_debit_is_left_out_in_both_versions() {
        let v02 = statement(
            V02,
            &[
                entry(
                    "595.00",
                    "CRDT",
                    "<Sts>BOOK</Sts>",
                    "<Dbtr><Nm>Pizzeria Da Mario GmbH</Nm></Dbtr>",
                    "Rechnung RE-2026-00042",
                ),
                entry(
                    "12.5",
                    "DBIT",
                    "<Sts>BOOK</Sts>",
                    "<Dbtr><Nm>Bank</Nm></Dbtr>",
                    "Kontoführung",
                ),
                entry(
                    "238.00",
                    "CRDT",
                    "<Sts>BOOK</Sts>",
                    "<Dbtr><Nm>Eetcafe De Hoek B.V.</Nm></Dbtr>",
                    "RE-2026-00043 Kd 1017",
                ),
                entry(
                    "99.00",
                    "CRDT",
                    "<Sts>PDNG</Sts>",
                    "<Dbtr><Nm>Später</Nm></Dbtr>",
                    "RE-2026-00044",
                ),
            ]
            .concat(),
        );
        let v08 = statement(
            "urn:iso:std:iso:20022:tech:xsd:camt.053.001.08",
            &entry(
                "595.00",
                "CRDT",
                "<Sts><Cd>BOOK</Cd></Sts>",
                "<Dbtr><Pty><Nm>Pizzeria Da Mario GmbH</Nm></Pty></Dbtr>",
                "Rechnung RE-2026-00042",
            ),
        );

        let credits = Camt053Reader.credits(v02.as_bytes()).unwrap();
        let newer = Camt053Reader.credits(v08.as_bytes()).unwrap();

        assert_eq!(
            credits,
            [
                BankCredit {
                    amount: Cents::new(59_500),
                    booked_on: NaiveDate::from_ymd_opt(2026, 12, 16).unwrap(),
                    debtor: "Pizzeria Da Mario GmbH".into(),
                    remittance: "Rechnung RE-2026-00042".into(),
                    reference: "2026-12-16-00001#1".into(),
                },
                BankCredit {
                    amount: Cents::new(23_800),
                    booked_on: NaiveDate::from_ymd_opt(2026, 12, 16).unwrap(),
                    debtor: "Eetcafe De Hoek B.V.".into(),
                    remittance: "RE-2026-00043 Kd 1017".into(),
                    reference: "2026-12-16-00001#3".into(),
                },
            ]
        );
        assert_eq!(newer[0].debtor, "Pizzeria Da Mario GmbH");
        assert_eq!(newer[0].amount, Cents::new(59_500));
    }

    #[test]
    fn the_banks_own_reference_names_an_entry_when_it_has_one() {
        let with_reference = entry("10.00", "CRDT", "<Sts>BOOK</Sts>", "", "RE-2026-00001")
            .replace(
                "<BookgDt>",
                "<AcctSvcrRef>2026121600042</AcctSvcrRef><BookgDt>",
            );
        let credits = Camt053Reader
            .credits(statement(V02, &with_reference).as_bytes())
            .unwrap();
        assert_eq!(credits[0].reference, "2026121600042");
        assert_eq!(credits[0].debtor, "");
    }

    #[test]
    fn malformed_files_other_versions_and_debits_only_are_refused_in_german() {
        let debit_only = statement(V02, &entry("1.00", "DBIT", "<Sts>BOOK</Sts>", "", ""));
        let other_version = statement("urn:iso:std:iso:20022:tech:xsd:camt.052.001.02", "");
        let comma_amount = statement(V02, &entry("1,00", "CRDT", "<Sts>BOOK</Sts>", "", ""));
        let cases: [(&[u8], StatementError); 5] = [
            (b"<Document>", StatementError::NotXml(String::new())),
            (b"\xff\xfe", StatementError::NotXml(String::new())),
            (
                other_version.as_bytes(),
                StatementError::Version(String::new()),
            ),
            (debit_only.as_bytes(), StatementError::NoCredits),
            (
                comma_amount.as_bytes(),
                StatementError::Incomplete(String::new()),
            ),
        ];
        for (file, expected) in cases {
            let refused = Camt053Reader.credits(file).unwrap_err();
            assert_eq!(
                std::mem::discriminant(&refused),
                std::mem::discriminant(&expected),
                "{refused}"
            );
        }
        assert_eq!(
            StatementError::NoCredits.to_string(),
            "Der Kontoauszug enthält keine gebuchten Gutschriften in Euro."
        );
    }

    #[test]
    fn amounts_are_read_to_the_cent_and_nothing_else_is_an_amount() {
        assert_eq!(cents("595.00"), Some(Cents::new(59_500)));
        assert_eq!(cents("0.5"), Some(Cents::new(50)));
        assert_eq!(cents("7"), Some(Cents::new(700)));
        for raw in [
            "",
            "1,00",
            "-1.00",
            "1.001",
            ".5",
            "1e3",
            "99999999999999999999",
        ] {
            assert_eq!(cents(raw), None, "{raw}");
        }
    }
}
