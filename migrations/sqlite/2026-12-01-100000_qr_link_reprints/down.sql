DROP TABLE qr_link_reprints;
