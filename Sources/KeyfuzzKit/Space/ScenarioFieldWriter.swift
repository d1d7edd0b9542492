import KeyboardWorld

/// Writes one scenario dimension's drawn value: what `scenario[keyPath: keyPath] = value`
/// does, straight into the scenario's bytes when the value is a plain value (an enum, a flag,
/// a number, insets) stored at a fixed place. The runtime's key-path write walks the path at
/// every call, and the scenario draw writes some twenty values per case. It reads the same way
/// (a space's membership test reads a dozen values of every scenario the shrinker tries).
struct ScenarioFieldWriter<Value> {
    let keyPath: WritableKeyPath<Scenario, Value>
    /// The byte offset of the stored property, when `Value` has no references to retain or
    /// release (nil: write through the key path).
    let plainOffset: Int?

    init(_ keyPath: WritableKeyPath<Scenario, Value>) {
        self.keyPath = keyPath
        plainOffset = _isPOD(Value.self) ? MemoryLayout<Scenario>.offset(of: keyPath) : nil
    }

    func write(_ value: Value, into scenario: inout Scenario) {
        guard let plainOffset else {
            scenario[keyPath: keyPath] = value
            return
        }
        withUnsafeMutableBytes(of: &scenario) { $0.storeBytes(of: value, toByteOffset: plainOffset, as: Value.self) }
    }

    /// The value in `scenario`, read in place where it is plain (a key path read of a struct
    /// this size copies it, retains and all).
    func read(from scenario: Scenario) -> Value {
        guard let plainOffset else { return scenario[keyPath: keyPath] }
        return withUnsafeBytes(of: scenario) { $0.load(fromByteOffset: plainOffset, as: Value.self) }
    }
}
