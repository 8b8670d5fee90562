-- A token whose text an operator chose (MORPION_ADMIN_TOKEN) may be guessable, unlike the 32
-- random bytes of a made one: its row keeps a salted, slow hash (PBKDF2), and this column names
-- the function, its iterations and the salt. Null for a made token, whose SHA-256 is enough.
alter table access_token add column token_salt text;
