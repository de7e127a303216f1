-- The pixel size of each upload, so an order's logo can be checked for its
-- print resolution without reading the file again. Uploads recorded before
-- sizes were kept have none.
ALTER TABLE uploads ADD COLUMN width INTEGER;
ALTER TABLE uploads ADD COLUMN height INTEGER;
