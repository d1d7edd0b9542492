/// One member of a JSON object format: its key, whether a file must have it, and how its value
/// is written from and read into the object's Swift value (through a key path and a codec).
///
/// A list of fields is a format's table: ``JSONCodec/object(_:prototype:fields:)`` writes and
/// reads an object with it, so each field is declared once.
///
/// Fields are immutable tables of pure functions, hence `@unchecked Sendable`.
public struct JSONField<Root>: @unchecked Sendable {
    /// The member's key.
    public let key: String
    /// Whether a file must have the member (an optional one reads as its default when absent).
    public let isRequired: Bool
    private let encoder: (Root) -> JSONValue?
    private let decoder: (JSONValue?, String, inout Root, inout [JSONProblem]) -> Void

    /// Creates a field from its two directions.
    /// - Parameters:
    ///   - encode: The member's value, or nil to leave the member out.
    ///   - decode: Reads the member's value (nil when absent) into the root, recording problems.
    public init(
        key: String, isRequired: Bool, encode: @escaping (Root) -> JSONValue?,
        decode: @escaping (JSONValue?, String, inout Root, inout [JSONProblem]) -> Void
    ) {
        self.key = key
        self.isRequired = isRequired
        self.encoder = encode
        self.decoder = decode
    }

    /// The member's value for `root`, nil when it is left out.
    public func encode(_ root: Root) -> JSONValue? { encoder(root) }

    /// Reads the member's value `json` (nil when absent) at `path` into `root`.
    public func decode(_ json: JSONValue?, at path: String, into root: inout Root, problems: inout [JSONProblem]) {
        decoder(json, path, &root, &problems)
    }

    /// A member every file has and every write includes.
    public static func required<Value>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Value>,
        _ codec: JSONCodec<Value>
    ) -> JSONField<Root> {
        JSONField(
            key: key, isRequired: true, encode: { codec.encode($0[keyPath: keyPath]) },
            decode: { json, path, root, problems in
                guard let json else {
                    problems.append(JSONProblem(path: path, message: "\(path) is missing"))
                    return
                }
                if let value = codec.decode(json, at: path, problems: &problems) { root[keyPath: keyPath] = value }
            })
    }

    /// A member that may be absent, meaning `defaultValue`, and is written only when the value
    /// differs from it: files that predate the member keep their meaning and their bytes.
    public static func optional<Value: Equatable>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Value>,
        _ codec: JSONCodec<Value>, default defaultValue: Value
    ) -> JSONField<Root> {
        JSONField(
            key: key, isRequired: false,
            encode: { root in
                let value = root[keyPath: keyPath]
                return value == defaultValue ? nil : codec.encode(value)
            },
            decode: { json, path, root, problems in
                guard let json else {
                    root[keyPath: keyPath] = defaultValue
                    return
                }
                if let value = codec.decode(json, at: path, problems: &problems) { root[keyPath: keyPath] = value }
            })
    }

    /// A member that means something only where `applies` holds of the object (read after the
    /// members before it): there it is as ``optional(_:_:_:default:)``; elsewhere it is left
    /// out, and reads as `elsewhere` when absent.
    public static func optional<Value: Equatable>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Value>,
        _ codec: JSONCodec<Value>, default defaultValue: Value,
        where applies: @escaping (Root) -> Bool, elsewhere: Value
    ) -> JSONField<Root> {
        JSONField(
            key: key, isRequired: false,
            encode: { root in
                let value = root[keyPath: keyPath]
                return !applies(root) || value == defaultValue ? nil : codec.encode(value)
            },
            decode: { json, path, root, problems in
                guard let json else {
                    root[keyPath: keyPath] = applies(root) ? defaultValue : elsewhere
                    return
                }
                if let value = codec.decode(json, at: path, problems: &problems) { root[keyPath: keyPath] = value }
            })
    }

    /// A member holding an optional value: absent or `null` is nil; written only when not nil.
    public static func nullable<Value>(
        _ key: String, _ keyPath: WritableKeyPath<Root, Value?>,
        _ codec: JSONCodec<Value>
    ) -> JSONField<Root> {
        JSONField(
            key: key, isRequired: false, encode: { $0[keyPath: keyPath].map(codec.encode) },
            decode: { json, path, root, problems in
                guard let json, json != .null else {
                    root[keyPath: keyPath] = nil
                    return
                }
                if let value = codec.decode(json, at: path, problems: &problems) { root[keyPath: keyPath] = value }
            })
    }
}
