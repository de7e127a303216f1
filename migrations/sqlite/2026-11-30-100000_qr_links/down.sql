DROP TABLE qr_manage_links;
DROP TABLE qr_scans;
DROP TABLE qr_link_changes;
DROP TABLE qr_links;
