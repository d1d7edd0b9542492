import KeyboardWorld
import Testing

@testable import KeyfuzzKit

/// The keys of a proof's last depth: a state whose parts are all numbered gets its exact key;
/// one with a part never numbered gets a fingerprint, and the part is not stored.
@Suite struct StateNumberingTests {
    @Test func aNewStateAtTheLastDepthGetsAFingerprintAndStoresNothing() throws {
        let numbering = StateNumbering()
        let world = World(scenario: Fixtures.phoneForm, strategy: Fixtures.strategy("inset-adjusting").make(), invariants: .defaults)
        var scratch = KeyScratch()
        func key(_ state: UInt32 = 0, storing: Bool) -> NumberedState? {
            numbering.key(of: world, strategyState: state, scratch: &scratch, includesClock: false, storesNewParts: storing)
        }
        let start = try #require(key(storing: true))
        // Every part numbered: the exact key, stored or not.
        #expect(key(storing: false) == start)
        #expect(!start.isFingerprint)
        let stored = numbering.storedParts
        world.perform(.tap(0))
        let tapped = try #require(key(storing: false))
        #expect(tapped.isFingerprint)
        #expect(numbering.storedParts == stored)
        // Equal states, equal fingerprints; another strategy state, another fingerprint.
        #expect(key(storing: false) == tapped)
        #expect(key(1, storing: false) != tapped)
        // Once numbered, the state has its exact key, which no fingerprint equals.
        let exact = try #require(key(storing: true))
        #expect(!exact.isFingerprint)
        #expect(exact != tapped)
        #expect(numbering.storedParts > stored)
        #expect(key(storing: false) == exact)
    }
}
