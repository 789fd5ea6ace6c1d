-- Zoo Roulette becomes a house game (issue 24, docs/house-games.md): the catalog's RRL06002 tile keeps its
-- code and launches through the house provider. A URL an operator replaced stays as it is.
UPDATE "games" SET "provider_code" = 'SPB', "url_path" = '/play/' || "code" WHERE "code" = 'RRL06002' AND "provider_code" = 'RRL' AND "url_path" = '/sandbox/provider/' || "code";
