import Foundation
import KeyboardWorld
import Testing

/// A port's file imports Foundation and KeyboardWorld, nothing else, and names every UIKit-named
/// symbol of the README's porting table unqualified. On Apple platforms Foundation brings Core
/// Graphics, whose transform and rectangle functions the world's own shadow; this file compiling
/// there, with these values, is what says so.
@Suite("UIKit names in a port (Foundation and KeyboardWorld only)")
struct UIKitNamesTests {
    @Test func edgeInsetsAreTheWorldsOwn() {
        let insets = UIEdgeInsetsMake(10, 0, 336, 0)
        #expect(insets == UIEdgeInsets(top: 10, left: 0, bottom: 336, right: 0))
        #expect(UIEdgeInsets.zero == UIEdgeInsetsMake(0, 0, 0, 0))
        var moved = UIEdgeInsets.zero
        moved.bottom += 291
        #expect(moved.bottom == 291 && moved.top == 0)
    }

    /// A translation moves; the linear part is carried but moves nothing (docs/world-rules.md).
    @Test func transformsAreTranslations() {
        let up = CGAffineTransformMakeTranslation(0, -216)
        #expect(up == CGAffineTransform(translationX: 0, y: -216))
        #expect(up.tx == 0 && up.ty == -216)
        #expect(!up.isIdentity)
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0) != .identity)
    }

    /// An iPhone with a notch (393 x 852 pt) in portrait: its keyboard docked at y = 516, 336 pt
    /// tall; a scroll view from y = 100 to 800 overlaps it by 800 - 516 = 284 pt.
    @Test func rectangleFunctionsWorkOnAKeyboardFrame() {
        let keyboard = CGRectMake(0, 516, 393, 336)
        let scrollView = CGRect(origin: CGPointMake(0, 100), size: CGSizeMake(393, 700))
        #expect(CGRectGetMinX(keyboard) == 0 && CGRectGetMidX(keyboard) == 196.5 && CGRectGetMaxX(keyboard) == 393)
        #expect(CGRectGetMinY(keyboard) == 516 && CGRectGetMidY(keyboard) == 684 && CGRectGetMaxY(keyboard) == 852)
        #expect(CGRectGetWidth(keyboard) == 393 && CGRectGetHeight(keyboard) == 336)
        let overlap = CGRectIntersection(scrollView, keyboard)
        #expect(CGRectGetHeight(overlap) == 284)
        #expect(CGRectIntersectsRect(scrollView, keyboard))
        #expect(CGRectUnion(scrollView, keyboard) == CGRectMake(0, 100, 393, 752))
        #expect(CGRectContainsPoint(keyboard, CGPointMake(10, 600)))
        #expect(!CGRectContainsPoint(keyboard, CGPointMake(10, 852)), "the maximum edge is outside")
        #expect(CGRectContainsRect(CGRectMake(0, 0, 393, 852), keyboard))
        #expect(CGRectOffset(keyboard, 0, 336) == CGRectMake(0, 852, 393, 336))
        #expect(CGRectInset(keyboard, 10, 8) == CGRectMake(10, 524, 373, 320))
        #expect(CGRectEqualToRect(CGRectMake(0, 852, 393, -336), keyboard), "standardised before comparing")
        // A hide that ends at zero or at the null rectangle (legacy frames): both are empty.
        #expect(CGRectIsEmpty(CGRectZero) && !CGRectIsNull(CGRectZero))
        #expect(CGRectIsEmpty(CGRectNull) && CGRectIsNull(CGRectNull))
        #expect(CGRectIsNull(CGRectIntersection(keyboard, CGRectMake(0, 0, 393, 100))))
    }

    /// UIKit's user-info keys read the notification's values, under UIResponder's names and under
    /// the notification type's (the spelling for a file that imports UIKit as well).
    @Test func userInfoKeysReadTheNotification() {
        let note = KeyboardNotification(
            name: .keyboardWillShow, frameBegin: CGRectMake(0, 852, 393, 336), frameEnd: CGRectMake(0, 516, 393, 336),
            animationDuration: 0.25, isLocal: true, object: .main)
        #expect(note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? CGRect == CGRectMake(0, 852, 393, 336))
        #expect(note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == CGRectMake(0, 516, 393, 336))
        #expect(note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(note.userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(note.userInfo?[UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
        #expect(
            [
                KeyboardNotification.keyboardFrameBeginUserInfoKey, KeyboardNotification.keyboardFrameEndUserInfoKey,
                KeyboardNotification.keyboardAnimationDurationUserInfoKey, KeyboardNotification.keyboardAnimationCurveUserInfoKey,
                KeyboardNotification.keyboardIsLocalUserInfoKey,
            ]
                == [
                    UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                    UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
                    UIResponder.keyboardIsLocalUserInfoKey,
                ])
        // UIKit's own key strings, so that UIKit's UIResponder keys read the same entries.
        #expect(KeyboardNotification.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
    }
}
