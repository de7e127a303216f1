//! The client's address, for per-address limits. Behind a reverse proxy
//! every connection comes from the proxy, so only a proxy named in
//! `SHOP_TRUSTED_PROXIES` is believed about the client: the client is the
//! right-most `X-Forwarded-For` entry that no trusted proxy wrote. Entries
//! further left are whatever the client sent and are never believed.

use std::net::{IpAddr, SocketAddr};

use actix_web::{HttpRequest, http::header::HeaderName, web};
use anyhow::Context;
use ipnet::IpNet;

const X_FORWARDED_FOR: HeaderName = HeaderName::from_static("x-forwarded-for");

/// Proxies whose `X-Forwarded-For` entries are believed; empty: none.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TrustedProxies(Vec<IpNet>);

impl TrustedProxies {
    /// Addresses or CIDR ranges, separated by commas or spaces.
    ///
    /// # Errors
    /// Names the entry that is neither.
    pub fn parse(raw: &str) -> anyhow::Result<Self> {
        raw.split([',', ' '])
            .map(str::trim)
            .filter(|entry| !entry.is_empty())
            .map(|entry| {
                entry
                    .parse::<IpNet>()
                    .or_else(|_| entry.parse::<IpAddr>().map(IpNet::from))
                    .with_context(|| {
                        format!("SHOP_TRUSTED_PROXIES: {entry:?} is no address or CIDR range")
                    })
            })
            .collect::<anyhow::Result<_>>()
            .map(Self)
    }

    /// Whether `address` is one of these proxies.
    pub fn trusts(&self, address: IpAddr) -> bool {
        let address = address.to_canonical();
        self.0.iter().any(|range| range.contains(&address))
    }

    /// The client behind `peer`, given the `X-Forwarded-For` header values in
    /// the order they arrived.
    pub fn client<'a>(
        &self,
        peer: IpAddr,
        forwarded_for: impl DoubleEndedIterator<Item = &'a str>,
    ) -> IpAddr {
        let mut client = peer;
        let mut hops = forwarded_for.rev().flat_map(|value| value.rsplit(','));
        while self.trusts(client) {
            // A trusted proxy wrote the next entry; an unreadable one ends the walk.
            match hops.next().and_then(hop_address) {
                Some(previous) => client = previous,
                None => break,
            }
        }
        client
    }
}

/// `203.0.113.7`, `2001:db8::1`, `203.0.113.7:4711` or `[2001:db8::1]:4711`.
fn hop_address(entry: &str) -> Option<IpAddr> {
    let entry = entry.trim();
    entry
        .parse::<IpAddr>()
        .ok()
        .or_else(|| entry.parse::<SocketAddr>().ok().map(|socket| socket.ip()))
}

/// The client as the per-address limits key it: an IPv4 address, or the
/// /64 network of an IPv6 address — one subscriber gets a whole /64 and can
/// pick any address in it, so counting single addresses would give one
/// client 2^64 budgets.
fn limit_key(client: IpAddr) -> String {
    match client.to_canonical() {
        IpAddr::V4(v4) => v4.to_string(),
        IpAddr::V6(v6) => {
            let network = u128::from(v6) & !((1u128 << 64) - 1);
            format!("{}/64", std::net::Ipv6Addr::from(network))
        }
    }
}

/// The client's address as text, as the limits key it (`unknown` without a peer).
pub fn client_address(req: &HttpRequest) -> String {
    let Some(peer) = req.peer_addr().map(|socket| socket.ip()) else {
        return "unknown".to_owned();
    };
    let client = match req.app_data::<web::Data<TrustedProxies>>() {
        Some(trusted) => trusted.client(
            peer,
            req.headers()
                .get_all(X_FORWARDED_FOR)
                .filter_map(|value| value.to_str().ok())
                .collect::<Vec<_>>()
                .into_iter(),
        ),
        None => peer,
    };
    limit_key(client)
}

#[cfg(test)]
mod tests {
    use std::net::IpAddr;

    use super::TrustedProxies;

    #[test]
    fn ipv6_clients_are_counted_by_their_64_network() {
        assert_eq!(
            super::limit_key(ip("2001:db8:1:2:aaaa::1")),
            "2001:db8:1:2::/64"
        );
        assert_eq!(
            super::limit_key(ip("2001:db8:1:2:ffff:ffff:ffff:ffff")),
            "2001:db8:1:2::/64"
        );
        assert_eq!(super::limit_key(ip("2001:db8:1:3::1")), "2001:db8:1:3::/64");
        assert_eq!(super::limit_key(ip("::ffff:203.0.113.7")), "203.0.113.7");
        assert_eq!(super::limit_key(ip("203.0.113.7")), "203.0.113.7");
    }

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    fn proxies() -> TrustedProxies {
        TrustedProxies::parse("127.0.0.1, 10.0.0.0/8 ::1").unwrap()
    }

    #[test]
    fn without_trusted_proxies_the_header_is_ignored() {
        let none = TrustedProxies::default();

        assert_eq!(
            none.client(ip("127.0.0.1"), ["203.0.113.7"].into_iter()),
            ip("127.0.0.1")
        );
    }

    #[test]
    fn an_untrusted_peer_is_the_client_whatever_it_claims() {
        assert_eq!(
            proxies().client(ip("198.51.100.2"), ["203.0.113.7"].into_iter()),
            ip("198.51.100.2")
        );
    }

    #[test]
    fn the_client_is_the_right_most_entry_no_trusted_proxy_wrote() {
        // The client forged "1.2.3.4"; nginx appended the real peer; a
        // second trusted proxy at 10.1.1.1 appended nginx's address.
        let header = ["1.2.3.4, 203.0.113.7", "10.1.1.1"];

        assert_eq!(
            proxies().client(ip("127.0.0.1"), header.into_iter()),
            ip("203.0.113.7")
        );
    }

    #[test]
    fn a_chain_of_trusted_entries_ends_at_the_left_most_one() {
        assert_eq!(
            proxies().client(ip("127.0.0.1"), ["10.0.0.5"].into_iter()),
            ip("10.0.0.5")
        );
        assert_eq!(proxies().client(ip("::1"), std::iter::empty()), ip("::1"));
    }

    #[test]
    fn entries_with_ports_are_read_and_garbage_stops_the_walk() {
        assert_eq!(
            proxies().client(ip("127.0.0.1"), ["[2001:db8::1]:4711"].into_iter()),
            ip("2001:db8::1")
        );
        assert_eq!(
            proxies().client(ip("127.0.0.1"), ["203.0.113.7:80"].into_iter()),
            ip("203.0.113.7")
        );
        assert_eq!(
            proxies().client(ip("127.0.0.1"), ["kaputt"].into_iter()),
            ip("127.0.0.1")
        );
    }

    #[test]
    fn settings_name_a_bad_entry() {
        let error = TrustedProxies::parse("127.0.0.1, proxy.local").unwrap_err();

        assert!(error.to_string().contains("proxy.local"));
        assert!(TrustedProxies::parse("").unwrap().0.is_empty());
    }
}
