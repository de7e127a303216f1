DROP TABLE throttle_events;
