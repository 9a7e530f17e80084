-- The number of the player's membership card of the club (tessera), which Italian sporting clubs
-- require; optional, as a registration file or the desk gives it.
alter table player add column membership_card varchar(40);
