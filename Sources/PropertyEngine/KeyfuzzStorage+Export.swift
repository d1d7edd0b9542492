// JSON, files and corpus directories live in KeyfuzzStorage; the engine itself uses none of
// them. Re-exported so that code that imports them from PropertyEngine still compiles
// (deprecated: import KeyfuzzStorage; the re-export goes in a later release).
@_exported import KeyfuzzStorage
