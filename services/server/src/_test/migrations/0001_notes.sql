CREATE TABLE notes (id serial PRIMARY KEY, project_id text NOT NULL, text text NOT NULL);
