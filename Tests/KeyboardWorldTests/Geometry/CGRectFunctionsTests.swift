import Foundation
import KeyboardWorld
import Testing

/// The Core Graphics C functions Objective-C keyboard code calls, on keyboard frames.
@Suite struct CGRectFunctionsTests {
    // A docked keyboard on phone-notch portrait: (0, 516, 393, 336).
    let keyboard = CGRectMake(0, 516, 393, 336)

    @Test func edgesAndSizes() {
        #expect(CGRectGetMinY(keyboard) == 516)
        #expect(CGRectGetMaxY(keyboard) == 852)
        #expect(CGRectGetMidY(keyboard) == 684)
        #expect(CGRectGetHeight(keyboard) == 336)
        #expect(CGRectGetWidth(keyboard) == 393)
        #expect(CGRectGetMaxX(keyboard) == 393 && CGRectGetMinX(keyboard) == 0 && CGRectGetMidX(keyboard) == 196.5)
        // A negative height is standardised, as Core Graphics does.
        #expect(CGRectGetMinY(CGRectMake(0, 100, 10, -40)) == 60)
        #expect(CGRectGetHeight(CGRectMake(0, 100, 10, -40)) == 40)
    }

    @Test func emptyAndNullFramesAsUIKitSendsThem() {
        // The zero rect of an interactive dismissal and the null rect some keyboards post.
        #expect(CGRectIsEmpty(CGRectZero))
        #expect(CGRectIsEmpty(CGRectMake(0, 852, 393, 0)))
        #expect(!CGRectIsEmpty(keyboard))
        #expect(CGRectIsNull(CGRectNull) && CGRectIsEmpty(CGRectNull))
        #expect(CGRectIsNull(CGRectIntersection(keyboard, CGRectMake(0, 0, 393, 100))))
    }

    @Test func overlapWithAScrollView() {
        // A scroll view from 59 to 852: the keyboard covers its bottom 336 pt.
        let scrollView = CGRectMake(0, 59, 393, 793)
        #expect(CGRectIntersection(scrollView, keyboard) == CGRectMake(0, 516, 393, 336))
        #expect(CGRectIntersectsRect(scrollView, keyboard))
        #expect(CGRectContainsRect(scrollView, keyboard))
        #expect(CGRectContainsPoint(scrollView, CGPointMake(16, 516)))
        #expect(!CGRectContainsPoint(scrollView, CGPointMake(16, 852)))  // the maximum edge is outside
        #expect(CGRectUnion(CGRectMake(0, 0, 10, 10), CGRectMake(20, 20, 10, 10)) == CGRectMake(0, 0, 30, 30))
        #expect(CGRectOffset(keyboard, 0, -100) == CGRectMake(0, 416, 393, 336))
        #expect(CGRectInset(keyboard, 10, 20) == CGRectMake(10, 536, 373, 296))
        #expect(CGRectEqualToRect(keyboard, CGRect(x: 0, y: 516, width: 393, height: 336)))
        #expect(CGSizeMake(3, 4) == CGSize(width: 3, height: 4))
    }
}
