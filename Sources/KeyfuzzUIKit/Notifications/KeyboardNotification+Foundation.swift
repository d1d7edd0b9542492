import Foundation
import KeyboardWorld

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
    var foundationUserInfo: [AnyHashable: Any] {
        [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(rect: frameBegin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(rect: frameEnd),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: isLocal),
        ]
    }
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
            guard String(cString: source.objCType) == String(cString: NSValue(rect: .zero).objCType) else { return false }
            result = source.rectValue
            return true
        }

        public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect {
            source?.rectValue ?? .zero
        }
    }
#endif
