//! The demo catalogue and samples seeded into an empty database.
//!
//! Product ids follow the spec: 2, 3 and 4 are the cards whose processing
//! surcharges (`relative_price`) are 25, 50 and 75 euro; every other product
//! adds 75 euro. Images are artwork shipped with the binary under `/demo/`.

use shop_domain::{
    CardsPerPack, CategoryId, Cents, PackingRule, ProductKind, SampleNumber, ValueError,
};
use shop_ports::{products::NewProduct, samples::NewSample};

/// The tab the sample-number magnet packs are listed under.
pub const SAMPLE_PACK_CATEGORY: CategoryId = CategoryId::new(4);

// Each product's own offer; the general terms (metal surfaces, free delivery)
// stand on every detail page and are not repeated here.
const SAMPLE_COPY_OFFER: &str =
    "Kostenloses Musterexemplar vorab per Post – Sie sehen Ihre Karte, bevor gedruckt wird.";
const FREE_CHANGES_OFFER: &str =
    "Designänderungen sind kostenlos – wir passen den Entwurf an, bis er Ihnen gefällt.";
const REORDER_OFFER: &str =
    "Nachbestellung ohne neue Gestaltung: Ihr bewährtes Design wird unverändert gedruckt.";

fn product(
    name: &str,
    description: String,
    price: i64,
    (category, kind, packing): (CategoryId, ProductKind, PackingRule),
    images: (&str, Option<&str>),
    (relative_price, special_offer): (i64, &str),
    (artikel_num, cards_per_pack): (&str, u32),
) -> NewProduct {
    NewProduct {
        name: name.to_owned(),
        description,
        price: Cents::new(price),
        category,
        kind,
        packing,
        image: format!("/demo/products/{}", images.0),
        image_pack: images.1.map(|file| format!("/demo/products/{file}")),
        relative_price: Cents::new(relative_price),
        special_offer: Some(special_offer.to_owned()),
        artikel_num: artikel_num.to_owned(),
        // Every number below is in range; the test of the catalogue reads them back.
        cards_per_pack: CardsPerPack::parse(i64::from(cards_per_pack))
            .unwrap_or(CardsPerPack::SINGLE),
    }
}

/// The products in id order: inserted into an empty table they get ids 1 to 7.
/// Bottle openers keep their back view in `image_pack`, so the detail page can show both sides.
pub fn products() -> Vec<NewProduct> {
    let card = |amount: &str, text: &str| {
        format!("{amount} personalisierte Magnetkarten mit QR-Code. {text}")
    };
    vec![
        product(
            "Flaschenöffner Classic",
            "Magnetischer Flaschenöffner aus Edelstahl mit vollflächig bedruckter Front – Ihr Logo, Ihre Telefonnummer und ein QR-Code zu Ihrer Speisekarte landen direkt am Kühlschrank Ihrer Gäste. 50 Stück.".to_owned(),
            14_900,
            (CategoryId::BOTTLE_OPENERS, ProductKind::BottleOpener, PackingRule::Any),
            ("bottle-opener-classic-front.svg", Some("bottle-opener-classic-back.svg")),
            (7_500, FREE_CHANGES_OFFER),
            ("FO-CL-50", 1),
        ),
        product(
            "PrimeCard Starter",
            card("50", "Der ideale Einstieg für kleine Restaurants und Imbisse."),
            4_990,
            (CategoryId::CARDS, ProductKind::Card, PackingRule::Any),
            ("primecard-starter.svg", None),
            (2_500, SAMPLE_COPY_OFFER),
            ("PC-50", 50),
        ),
        product(
            "PrimeCard Business",
            card("100", "Unser beliebtestes Paket für Lieferdienste mit vielen Bestellungen."),
            7_990,
            (CategoryId::CARDS, ProductKind::Card, PackingRule::Any),
            ("primecard-business.svg", None),
            (5_000, SAMPLE_COPY_OFFER),
            ("PC-100", 100),
        ),
        product(
            "PrimeCard Plus",
            card("150", "Das Premium-Paket, jede Karte einzeln in einem LDPE-Tütchen verpackt."),
            10_990,
            (CategoryId::CARDS, ProductKind::Card, PackingRule::PackedOnly),
            ("primecard-plus.svg", None),
            (7_500, SAMPLE_COPY_OFFER),
            ("PC-150", 150),
        ),
        product(
            "Musternummer-Magnete 50 Stück",
            "50 Magnetkarten nach einem bereits gestalteten Muster – einfach Ihre Musternummer angeben, wir drucken Ihr bewährtes Design erneut.".to_owned(),
            3_990,
            (SAMPLE_PACK_CATEGORY, ProductKind::SamplePack, PackingRule::Any),
            ("magnet-pack-50.svg", Some("magnet-pack-50-pack.svg")),
            (7_500, REORDER_OFFER),
            ("MN-50", 50),
        ),
        product(
            "Musternummer-Magnete 100 Stück",
            "100 Magnetkarten nach Ihrer Musternummer – die schnelle Nachbestellung für Stammkunden, ohne neue Gestaltung.".to_owned(),
            6_990,
            (SAMPLE_PACK_CATEGORY, ProductKind::SamplePack, PackingRule::Any),
            ("magnet-pack-100.svg", Some("magnet-pack-100-pack.svg")),
            (7_500, REORDER_OFFER),
            ("MN-100", 100),
        ),
        product(
            "Flaschenöffner Premium",
            "Flaschenöffner mit abgerundeter Form und gebürsteter Edelstahloptik, starker Magnet auf der Rückseite. Ein Werbegeschenk, das täglich benutzt wird. 50 Stück.".to_owned(),
            19_900,
            (CategoryId::BOTTLE_OPENERS, ProductKind::BottleOpener, PackingRule::Any),
            ("bottle-opener-premium-front.svg", Some("bottle-opener-premium-back.svg")),
            (7_500, FREE_CHANGES_OFFER),
            ("FO-PR-50", 1),
        ),
    ]
}

/// # Errors
/// Never for the built-in numbers; the type demands the check.
pub fn samples(now: chrono::NaiveDateTime) -> Result<Vec<NewSample>, ValueError> {
    [
        ("MN-1001", "Da Luigi"),
        ("MN-1002", "Wok & Roll"),
        ("MN-1003", "Anatolia Grill"),
    ]
    .into_iter()
    .map(|(number, restaurant)| {
        Ok(NewSample {
            muster_number: SampleNumber::parse(number)?,
            restaurant_name: restaurant.to_owned(),
            sample_image: format!("/demo/samples/{}.svg", number.to_lowercase()),
            created_at: now,
        })
    })
    .collect()
}

#[cfg(test)]
mod tests {
    use shop_domain::{CategoryId, Cents};

    use super::{products, samples};

    #[test]
    fn cards_two_three_and_four_carry_the_spec_surcharges() {
        let products = products();
        let surcharge = |id: usize| products[id - 1].relative_price;

        assert_eq!(products[1].category, CategoryId::CARDS);
        assert_eq!(surcharge(2), Cents::new(2_500));
        assert_eq!(surcharge(3), Cents::new(5_000));
        assert_eq!(surcharge(4), Cents::new(7_500));
        assert!(
            products
                .iter()
                .enumerate()
                .filter(|(i, _)| !(1..=3).contains(i))
                .all(|(_, p)| p.relative_price == Cents::new(7_500))
        );
    }

    #[test]
    fn every_product_has_an_offer_and_sample_packs_have_a_pack_image() {
        let products = products();

        assert!(products.iter().all(|p| p.special_offer.is_some()));
        assert!(
            products
                .iter()
                .filter(|p| p.category.get() == 4)
                .all(|p| p.image_pack.is_some())
        );
        assert_eq!(samples(chrono::NaiveDateTime::default()).unwrap().len(), 3);
    }

    #[test]
    fn packs_hold_the_cards_their_article_number_names() {
        let cards: Vec<(String, u32)> = products()
            .iter()
            .map(|p| (p.artikel_num.clone(), p.cards_per_pack.get()))
            .collect();
        let expected = [
            ("FO-CL-50", 1),
            ("PC-50", 50),
            ("PC-100", 100),
            ("PC-150", 150),
            ("MN-50", 50),
            ("MN-100", 100),
            ("FO-PR-50", 1),
        ]
        .map(|(article, count)| (article.to_owned(), count));
        assert_eq!(cards, expected);
    }
}
