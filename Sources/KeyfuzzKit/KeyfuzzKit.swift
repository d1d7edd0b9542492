// The keyboard case layer (generator, runner, shrinker, seed files) lands with the engine issue.
