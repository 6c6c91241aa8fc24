// Runs the server suites against the PostgreSQL at TEST_DATABASE_URL instead of PGlite.
process.env.TEST_DB_DRIVER = 'postgres'
