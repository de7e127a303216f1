-- The cards (or magnets) one pack of a product holds; an order line keeps
-- its product's number as it was ordered, since the quantity counts packs.
ALTER TABLE products ADD COLUMN cards_per_pack INTEGER NOT NULL DEFAULT 1
    CHECK (cards_per_pack BETWEEN 1 AND 10000);
ALTER TABLE order_lines ADD COLUMN cards_per_pack INTEGER NOT NULL DEFAULT 1;
-- The demo catalogue names its packs in the article number (PC-100, MN-50);
-- bottle openers are sold one by one.
UPDATE products SET cards_per_pack = 50 WHERE artikel_num IN ('PC-50', 'MN-50');
UPDATE products SET cards_per_pack = 100 WHERE artikel_num IN ('PC-100', 'MN-100');
UPDATE products SET cards_per_pack = 150 WHERE artikel_num = 'PC-150';
UPDATE order_lines SET cards_per_pack =
    (SELECT products.cards_per_pack FROM products WHERE products.id = order_lines.product_id)
    WHERE EXISTS (SELECT 1 FROM products WHERE products.id = order_lines.product_id);
