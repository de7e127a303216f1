-- Every piece of work owed after a commit: enqueued in the transaction
-- that records its cause, claimed by one worker under a lease.
CREATE TABLE jobs (
    id BIGSERIAL PRIMARY KEY,
    kind TEXT NOT NULL,
    payload TEXT NOT NULL DEFAULT '{}',
    order_id BIGINT REFERENCES orders (id) ON DELETE CASCADE,
    state TEXT NOT NULL DEFAULT 'pending'
        CHECK (state IN ('pending', 'running', 'done', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    due_at TIMESTAMP NOT NULL,
    lease_until TIMESTAMP,
    claim BIGINT NOT NULL DEFAULT 0,
    last_error TEXT,
    unique_key TEXT UNIQUE,
    created_at TIMESTAMP NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX jobs_due ON jobs (state, due_at);
CREATE INDEX jobs_order ON jobs (order_id, state);

-- The work in flight when the jobs table arrived moves into it.
INSERT INTO jobs (kind, payload, state, attempts, due_at, claim, unique_key, created_at, updated_at, last_error)
SELECT 'deliver_mail', '{"mailId":' || id || '}',
       CASE WHEN next_attempt_at IS NULL THEN 'failed' ELSE 'pending' END,
       attempts, COALESCE(next_attempt_at, created_at), 0, 'deliver_mail:' || id,
       created_at, created_at, last_error
FROM mail_outbox WHERE sent_at IS NULL;

INSERT INTO jobs (kind, payload, order_id, state, attempts, due_at, claim, unique_key, created_at, updated_at)
SELECT 'issue_invoice', '{}', order_id, 'pending', 0, due_since, 0,
       'issue_invoice:' || order_id || ':paid', due_since, due_since
FROM invoices_due;

INSERT INTO jobs (kind, payload, order_id, state, attempts, due_at, claim, unique_key, created_at, updated_at)
SELECT 'prepare_proofs', '{}', id, 'pending', 0, paid_at, 0,
       'prepare_proofs:' || id || ':paid', paid_at, paid_at
FROM orders
WHERE order_status = 'Processing' AND payment_status = 'Paid' AND paid_at IS NOT NULL
  AND proof_ready_at IS NULL AND approved_at IS NULL;

INSERT INTO jobs (kind, payload, order_id, state, attempts, due_at, claim, unique_key, created_at, updated_at)
SELECT 'remind_approval', '{}', id, 'pending', 0, proof_ready_at + INTERVAL '2 days', 0,
       'remind_approval:' || id || ':proofs', proof_ready_at, proof_ready_at
FROM orders
WHERE order_status = 'Processing' AND payment_status = 'Paid'
  AND proof_ready_at IS NOT NULL AND approved_at IS NULL AND approval_reminded_at IS NULL;
