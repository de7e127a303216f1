//! Table definitions shared by both backends; the two migration trees must
//! produce exactly these columns (checked by `tests/schema_parity.rs`).

diesel::table! {
    users (id) {
        id -> BigInt,
        email -> Text,
        company_name -> Text,
        phone -> Text,
        password_hash -> Text,
        role -> Text,
        active -> Bool,
        created_at -> Timestamp,
        address -> Nullable<Text>,
        country -> Text,
        vat_id -> Nullable<Text>,
        billing_legal_name -> Nullable<Text>,
        billing_street -> Nullable<Text>,
        billing_zip_code -> Nullable<Text>,
        billing_city -> Nullable<Text>,
        billing_country -> Nullable<Text>,
        business_buyer_confirmed_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    sessions (id) {
        id -> Text,
        data -> Text,
        expires_at -> Timestamp,
        user_id -> Nullable<BigInt>,
    }
}

diesel::table! {
    user_tokens (id) {
        id -> BigInt,
        user_id -> BigInt,
        purpose -> Text,
        token_hash -> Text,
        expires_at -> Timestamp,
        used_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    products (id) {
        id -> BigInt,
        name -> Text,
        description -> Text,
        price_cents -> BigInt,
        category_id -> Integer,
        image -> Text,
        image_pack -> Nullable<Text>,
        relative_price_cents -> BigInt,
        special_offer -> Nullable<Text>,
        artikel_num -> Text,
        kind -> Text,
        packing -> Text,
        cards_per_pack -> Integer,
    }
}

diesel::table! {
    samples (id) {
        id -> BigInt,
        muster_number -> Text,
        restaurant_name -> Text,
        sample_image -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    wishlist_items (id) {
        id -> BigInt,
        user_id -> BigInt,
        product_id -> BigInt,
        product_type -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    orders (id) {
        id -> BigInt,
        user_id -> Nullable<BigInt>,
        order_type -> Text,
        order_status -> Text,
        payment_status -> Text,
        net_cents -> BigInt,
        vat_cents -> BigInt,
        shipping_cents -> BigInt,
        total_cents -> BigInt,
        created_at -> Timestamp,
        paid_at -> Nullable<Timestamp>,
        shipping_date -> Nullable<Date>,
        listed_in_back_office -> Bool,
        paid_after_cancellation -> Bool,
        refunded_at -> Nullable<Timestamp>,
        confirmed_at -> Nullable<Timestamp>,
        proof_ready_at -> Nullable<Timestamp>,
        approved_at -> Nullable<Timestamp>,
        in_production_at -> Nullable<Timestamp>,
        shipped_at -> Nullable<Timestamp>,
        delivered_at -> Nullable<Timestamp>,
        cancelled_at -> Nullable<Timestamp>,
        carrier -> Nullable<Text>,
        tracking_number -> Nullable<Text>,
        approval_reminded_at -> Nullable<Timestamp>,
        voucher_code -> Nullable<Text>,
        discount_cents -> BigInt,
        cancelling_since -> Nullable<Timestamp>,
        tax_category -> Text,
        payment_method -> Text,
        invoice_days -> Nullable<Integer>,
        invoice_due_on -> Nullable<Date>,
    }
}

diesel::table! {
    order_express (order_id) {
        order_id -> BigInt,
        surcharge_cents -> BigInt,
        refunded_at -> Nullable<Timestamp>,
        refund_id -> Nullable<Text>,
    }
}

diesel::table! {
    proof_versions (order_line_id, version) {
        order_line_id -> BigInt,
        version -> Integer,
        pdf -> Nullable<Binary>,
        sha256 -> Text,
        qr_readable -> Nullable<Bool>,
        created_at -> Timestamp,
        approved_at -> Nullable<Timestamp>,
        approved_by -> Nullable<Text>,
        approver_id -> Nullable<BigInt>,
        approval_note -> Nullable<Text>,
        template -> Nullable<Text>,
        address -> Nullable<Text>,
        phone -> Nullable<Text>,
        url -> Nullable<Text>,
        card_logo -> Nullable<Text>,
    }
}

diesel::table! {
    approval_links (token_hash) {
        token_hash -> Text,
        order_id -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    order_lines (id) {
        id -> BigInt,
        order_id -> BigInt,
        product_id -> BigInt,
        product_type -> Text,
        name -> Text,
        unit_price_cents -> BigInt,
        quantity -> Integer,
        processing_type -> Text,
        remarks -> Text,
        muster_number -> Text,
        template -> Text,
        address -> Text,
        phone -> Text,
        url -> Text,
        card_logo -> Text,
        kind -> Text,
        cards_per_pack -> Integer,
    }
}

diesel::table! {
    idempotency_keys (owner, key) {
        owner -> Text,
        key -> Text,
        fingerprint -> Text,
        order_id -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    shipping_data (order_id) {
        order_id -> BigInt,
        responsable_name -> Text,
        company_name -> Text,
        email -> Text,
        phone_number -> Text,
        shipping_address -> Text,
        zip_code -> Text,
        city -> Text,
        vat_id -> Nullable<Text>,
        order_reference -> Nullable<Text>,
        country -> Text,
        billing_legal_name -> Nullable<Text>,
        billing_street -> Nullable<Text>,
        billing_zip_code -> Nullable<Text>,
        billing_city -> Nullable<Text>,
        billing_country -> Nullable<Text>,
    }
}

diesel::table! {
    order_agreements (order_id) {
        order_id -> BigInt,
        business_buyer_confirmed_at -> Nullable<Timestamp>,
        terms_version -> Nullable<Text>,
    }
}

diesel::table! {
    vat_id_checks (order_id) {
        order_id -> BigInt,
        vat_id -> Text,
        checked_at -> Timestamp,
        status -> Text,
        name_match -> Nullable<Text>,
        street_match -> Nullable<Text>,
        zip_code_match -> Nullable<Text>,
        city_match -> Nullable<Text>,
        answer_sha256 -> Text,
    }
}

diesel::table! {
    messages (id) {
        id -> BigInt,
        name -> Text,
        email -> Text,
        phone -> Text,
        message -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    payments (id) {
        id -> BigInt,
        order_id -> BigInt,
        provider -> Text,
        session_id -> Text,
        created_at -> Timestamp,
        checkout_url -> Text,
        paid_at -> Nullable<Timestamp>,
    }
}

diesel::table! {
    payment_events (event_id) {
        event_id -> Text,
        received_at -> Timestamp,
    }
}

diesel::table! {
    order_tallies (name) {
        name -> Text,
        value -> BigInt,
    }
}

diesel::table! {
    payment_links (token_hash) {
        token_hash -> Text,
        order_id -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    mail_outbox (id) {
        id -> BigInt,
        recipient -> Text,
        subject -> Text,
        html_body -> Text,
        text_body -> Text,
        attempts -> Integer,
        next_attempt_at -> Nullable<Timestamp>,
        sent_at -> Nullable<Timestamp>,
        last_error -> Nullable<Text>,
        created_at -> Timestamp,
        attachment_name -> Nullable<Text>,
        attachment_type -> Nullable<Text>,
        attachment_data -> Nullable<Binary>,
    }
}

diesel::table! {
    vouchers (code) {
        code -> Text,
        percent_off -> Nullable<Integer>,
        amount_off_cents -> Nullable<BigInt>,
        valid_from -> Nullable<Date>,
        valid_until -> Nullable<Date>,
        max_uses -> Integer,
        max_uses_per_customer -> Integer,
        min_order_cents -> Nullable<BigInt>,
        category_id -> Nullable<Integer>,
        active -> Bool,
        uses -> Integer,
        created_at -> Timestamp,
    }
}

diesel::table! {
    voucher_uses (order_id) {
        order_id -> BigInt,
        code -> Text,
        customer -> Text,
        state -> Text,
        reserved_at -> Timestamp,
        redeemed_at -> Nullable<Timestamp>,
    }
}

diesel::joinable!(voucher_uses -> vouchers (code));
diesel::joinable!(voucher_uses -> orders (order_id));

diesel::table! {
    qr_links (code) {
        code -> Text,
        order_line_id -> Nullable<BigInt>,
        owner_id -> Nullable<BigInt>,
        target -> Text,
        disabled_reason -> Nullable<Text>,
        disabled_at -> Nullable<Timestamp>,
        created_at -> Timestamp,
    }
}

diesel::table! {
    line_qr_codes (order_line_id) {
        order_line_id -> BigInt,
        mode -> Text,
        printed_text -> Text,
    }
}

diesel::table! {
    qr_link_changes (id) {
        id -> BigInt,
        code -> Text,
        old_target -> Text,
        new_target -> Text,
        changed_by -> Text,
        changed_at -> Timestamp,
    }
}

diesel::table! {
    qr_scans (code, day, device) {
        code -> Text,
        day -> Date,
        device -> Text,
        scans -> BigInt,
    }
}

diesel::table! {
    qr_manage_links (token_hash) {
        token_hash -> Text,
        order_id -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    qr_link_reprints (order_line_id) {
        order_line_id -> BigInt,
        code -> Text,
    }
}

diesel::joinable!(qr_links -> order_lines (order_line_id));
diesel::joinable!(qr_link_reprints -> qr_links (code));
diesel::joinable!(qr_link_reprints -> order_lines (order_line_id));
diesel::joinable!(line_qr_codes -> order_lines (order_line_id));
diesel::joinable!(invoice_terms -> users (user_id));
diesel::joinable!(invoice_payments -> orders (order_id));
diesel::joinable!(invoice_reminders -> orders (order_id));
diesel::joinable!(order_express -> orders (order_id));
diesel::joinable!(qr_link_changes -> qr_links (code));
diesel::joinable!(qr_scans -> qr_links (code));

diesel::allow_tables_to_appear_in_same_query!(
    users,
    qr_links,
    qr_link_reprints,
    line_qr_codes,
    qr_link_changes,
    qr_scans,
    qr_manage_links,
    vouchers,
    voucher_uses,
    sessions,
    user_tokens,
    products,
    samples,
    wishlist_items,
    orders,
    order_express,
    order_lines,
    shipping_data,
    messages,
    payments,
    payment_events,
    payment_links,
    order_tallies,
    idempotency_keys,
    mail_outbox,
    throttle_events,
    uploads,
    document_counters,
    invoices,
    invoices_due,
    invoice_terms,
    invoice_payments,
    invoice_reminders,
    closures,
    refunds,
    qr_checks,
    proof_versions,
    approval_links,
);

diesel::table! {
    document_counters (kind, year) {
        kind -> Text,
        year -> Integer,
        last_sequence -> BigInt,
    }
}

diesel::table! {
    invoices (number) {
        number -> Text,
        order_id -> BigInt,
        kind -> Text,
        issued_on -> Date,
        xml -> Text,
        created_at -> Timestamp,
        pdf -> Binary,
    }
}

diesel::table! {
    invoice_terms (user_id) {
        user_id -> BigInt,
        limit_cents -> BigInt,
        days -> Integer,
        granted_at -> Timestamp,
    }
}

diesel::table! {
    invoice_payments (id) {
        id -> BigInt,
        order_id -> BigInt,
        amount_cents -> BigInt,
        paid_on -> Date,
        note -> Text,
        bank_reference -> Nullable<Text>,
        booked_at -> Timestamp,
    }
}

diesel::table! {
    closures (id) {
        id -> BigInt,
        from_on -> Date,
        to_on -> Date,
        label -> Text,
        created_at -> Timestamp,
    }
}

diesel::table! {
    invoice_reminders (order_id, step) {
        order_id -> BigInt,
        step -> Text,
        sent_at -> Timestamp,
    }
}

diesel::table! {
    invoices_due (order_id) {
        order_id -> BigInt,
        due_since -> Timestamp,
        attempts -> Integer,
        last_error -> Nullable<Text>,
        confirmation_sent -> Bool,
    }
}

diesel::table! {
    refunds (order_id) {
        order_id -> BigInt,
        provider -> Text,
        refund_id -> Text,
        amount_cents -> BigInt,
        created_at -> Timestamp,
    }
}

diesel::table! {
    qr_checks (order_line_id) {
        order_line_id -> BigInt,
        readable -> Bool,
        expected -> Text,
        checked_at -> Timestamp,
    }
}

diesel::joinable!(qr_checks -> order_lines (order_line_id));
diesel::joinable!(proof_versions -> order_lines (order_line_id));
diesel::joinable!(approval_links -> orders (order_id));
diesel::table! {
    mail_outbox_attachments (mail_id, position) {
        mail_id -> BigInt,
        position -> Integer,
        file_name -> Text,
        content_type -> Text,
        data -> Binary,
    }
}

diesel::joinable!(mail_outbox_attachments -> mail_outbox (mail_id));
diesel::joinable!(order_agreements -> orders (order_id));
diesel::joinable!(vat_id_checks -> orders (order_id));

diesel::table! {
    uploads (url) {
        url -> Text,
        uploaded_at -> Timestamp,
        width -> Nullable<Integer>,
        height -> Nullable<Integer>,
        bytes -> BigInt,
    }
}

diesel::table! {
    throttle_events (id) {
        id -> BigInt,
        bucket -> Text,
        occurred_at -> Timestamp,
    }
}

diesel::table! {
    jobs (id) {
        id -> BigInt,
        kind -> Text,
        payload -> Text,
        order_id -> Nullable<BigInt>,
        state -> Text,
        attempts -> Integer,
        due_at -> Timestamp,
        lease_until -> Nullable<Timestamp>,
        claim -> BigInt,
        last_error -> Nullable<Text>,
        unique_key -> Nullable<Text>,
        created_at -> Timestamp,
        updated_at -> Timestamp,
    }
}

diesel::joinable!(jobs -> orders (order_id));
diesel::allow_tables_to_appear_in_same_query!(jobs, orders);
