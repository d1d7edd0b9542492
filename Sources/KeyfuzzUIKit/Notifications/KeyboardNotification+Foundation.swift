import Foundation
import KeyboardWorld
import KeyfuzzFoundation

extension KeyboardNotification {
    /// The notification's name as UIKit posts it (`UIResponder.keyboardWillShowNotification`).
    var uiKitName: Notification.Name {
        switch name {
        case .keyboardWillShow: UIResponder.keyboardWillShowNotification
        case .keyboardDidShow: UIResponder.keyboardDidShowNotification
        case .keyboardWillHide: UIResponder.keyboardWillHideNotification
        case .keyboardDidHide: UIResponder.keyboardDidHideNotification
        case .keyboardWillChangeFrame: UIResponder.keyboardWillChangeFrameNotification
        case .keyboardDidChangeFrame: UIResponder.keyboardDidChangeFrameNotification
        }
    }

    /// The `userInfo` UIKit fills: frames as `NSValue`, duration and curve as `NSNumber`, and
    /// `isLocal` as an `NSNumber` holding a `Bool`, so every way Swift code reads them works
    /// (`as? NSValue` then `cgRectValue`, `as? CGRect`, `as? Double`, `as? NSNumber` then
    /// `uintValue`, `as? Int`, `as? Bool`).
    func foundationUserInfo(rects: RectValues) -> [AnyHashable: Any] {
        let keys = Self.userInfoKeys
        var userInfo = [AnyHashable: Any](minimumCapacity: keys.count)
        userInfo[keys[0]] = rects.value(frameBegin)
        userInfo[keys[1]] = rects.value(frameEnd)
        userInfo[keys[2]] = animationDuration == 0.25 ? Self.quarterSecond : NSNumber(value: animationDuration)
        userInfo[keys[3]] = animationCurve == Self.keyboardCurve ? Self.keyboardCurveNumber : NSNumber(value: animationCurve)
        userInfo[keys[4]] = isLocal ? Self.yes : Self.no
        return userInfo
    }

    // The values nearly every notification carries, made once (NSNumbers never change).
    private static let quarterSecond = NSNumber(value: 0.25)
    private static let keyboardCurveNumber = NSNumber(value: keyboardCurve)
    private static let yes = NSNumber(value: true)
    private static let no = NSNumber(value: false)

    /// UIKit's keys, boxed once (a key boxed anew for every notification costs more than the
    /// notification's values).
    nonisolated(unsafe) private static let userInfoKeys: [AnyHashable] = [
        UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
        UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
        UIResponder.keyboardIsLocalUserInfoKey,
    ]
}

#if !canImport(UIKit)
    extension NSValue {
        /// The rectangle the value holds (UIKit's `NSValue.cgRectValue`).
        public var cgRectValue: CGRect { rectValue }

        /// A value holding `rect` (UIKit's `NSValue(cgRect:)`).
        public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    }
#endif

#if !canImport(ObjectiveC)
    /// `userInfo[key] as? CGRect` on a frame UIKit stores as an `NSValue`: Swift bridges the two on
    /// Apple platforms; swift-corelibs-foundation does not, so keyfuzz adds the bridge on Linux.
    // swift-format-ignore: AvoidRetroactiveConformances
    extension CGRect: @retroactive _ObjectiveCBridgeable {
        public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }

        public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) {
            result = source.rectValue
        }

        public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
            if RectValues.isRect(source) {
                result = source.rectValue
                return true
            }
            return false
        }

        public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
            source?.rectValue ?? .zero
        }
    }
#endif

/// The rect values keyfuzz puts in a case's notifications, held so that reading one back as a
/// `CGRect` needs no check of its type (Linux spells the type out on every `objCType` read,
/// half a microsecond each): the last few made, by identity.
final class RectValues: @unchecked Sendable {
    /// The type encoding of a rect value.
    static let encoding = String(cString: NSValue(rect: .zero).objCType)

    /// How many are held: a notification's two frames, for the few notifications a handler may
    /// still read.
    private static let capacity = 16
    private var values: [NSValue] = []
    /// The rect each of ``values`` holds.
    private var rects: [CGRect] = []
    private var next = 0

    /// A value holding `rect`, held as a rect value (the one made before for an equal rect:
    /// keyboards post the same few frames again and again).
    func value(_ rect: CGRect) -> NSValue {
        for (held, made) in zip(rects, values) where held == rect { return made }
        let value = NSValue(rect: rect)
        if values.count < Self.capacity {
            values.append(value)
            rects.append(rect)
        } else {
            values[next] = value
            rects[next] = rect
            next = (next + 1) % Self.capacity
        }
        return value
    }

    /// Whether `value` is one of the rect values held.
    func holds(_ value: NSValue) -> Bool { values.contains { $0 === value } }

    /// Whether `value` holds a rect: one held, or one whose type says so.
    static func isRect(_ value: NSValue) -> Bool {
        if let uiCase = CurrentCase.current as? UIKitCase, uiCase.rectValues.holds(value) { return true }
        return String(cString: value.objCType) == encoding
    }
}
