/// A set of keys kept as many small sets, chosen by the key's hash: when one grows it copies
/// only its own keys, so a level of millions of states never holds its keys twice while its set
/// doubles (a plain `Set` does, for a moment: half again the memory of a deep proof's last level).
@usableFromInline
struct ShardedKeySet<Key: Hashable> {
    /// The shards; a key lives in shard `hashValue & (count - 1)`.
    @usableFromInline var shards: [Set<Key>]

    /// How many shards: growing one copies a 64th of the keys.
    @usableFromInline static var shardCount: Int { 64 }

    @inlinable
    init() {
        shards = Array(repeating: [], count: Self.shardCount)
    }

    @inlinable
    static func shard(of key: Key) -> Int {
        key.hashValue & (shardCount - 1)
    }

    /// Adds `key`; true when it was not there.
    @inlinable
    mutating func insert(_ key: Key) -> Bool {
        shards[Self.shard(of: key)].insert(key).inserted
    }

    @inlinable
    func contains(_ key: Key) -> Bool {
        shards[Self.shard(of: key)].contains(key)
    }

    /// Every key, shard by shard.
    @inlinable
    var keys: FlattenSequence<[Set<Key>]> { shards.joined() }
}
