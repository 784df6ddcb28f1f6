import Foundation
import Testing
@testable import UIKitCore

/// `UIButton.titleLabel` and `imageView` are the views the button shows: they carry the current state's title,
/// colour and image, sit centred in the content area, and their own settings (font, lines) change what is drawn
/// and the button's size, as on iOS.
@MainActor @Suite struct ButtonContentViewTests {
    private func blackTitleButton(_ title: String, frame: CGRect) -> UIButton {
        let button = UIButton(frame: frame)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.black, for: .normal)
        return button
    }

    /// Where the dark (title) pixels are.
    private func extent(_ image: CGImage?) throws -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        let image = try #require(image)
        return try #require(darkExtent(of: image))
    }

    private func redSquare(_ side: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    @Test func theTitleLabelAndImageViewHoldTheCurrentStatesValues() throws {
        let button = UIButton(type: .system)
        #expect(button.titleLabel?.text == nil || button.titleLabel?.text == "")
        button.setTitle("Save", for: .normal)
        button.setTitle("Saving", for: .disabled)
        let label = try #require(button.titleLabel)
        #expect(label.superview === button)
        #expect(label.text == "Save")
        #expect(label.textColor == button.currentTitleColor)
        button.isEnabled = false
        #expect(label.text == "Saving")

        let image = redSquare(10)
        button.setImage(image, for: .normal)
        let imageView = try #require(button.imageView)
        #expect(imageView.superview === button)
        #expect(imageView.image === image)
        #expect(imageView.alpha == 0.5)
        button.isEnabled = true
        #expect(imageView.alpha == 1)
        #expect(label.text == "Save")
    }

    @Test func theImageAndTitleAreCentredSideBySide() throws {
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let image = redSquare(20)
        button.setImage(image, for: .normal)
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let imageFrame = try #require(button.imageView?.frame)
        let titleFrame = try #require(button.titleLabel?.frame)
        #expect(imageFrame.size == CGSize(width: 20, height: 20))
        #expect(titleFrame.minX == imageFrame.maxX + 4)
        #expect(abs((imageFrame.minX - 0) - (200 - titleFrame.maxX)) <= 1)
        #expect(abs(titleFrame.midY - 22) <= 1)
        #expect(button.intrinsicContentSize.width == ceil(20 + 4 + titleFrame.width))
    }

    @Test func settingTheTitleLabelsFontChangesWhatIsDrawnAndTheSize() throws {
        let button = blackTitleButton("Wide", frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        button.titleLabel?.font = .systemFont(ofSize: 12)
        button.layoutIfNeeded()
        let smallSize = button.intrinsicContentSize
        let small = try extent(snapshot(of: button))

        button.titleLabel?.font = .systemFont(ofSize: 30)
        #expect(button.intrinsicContentSize.width > smallSize.width * 2)
        button.layoutIfNeeded()
        let bigImage = snapshot(of: button)
        keepForInspection(bigImage, "button-title-font-30")
        let big = try extent(bigImage)
        #expect(big.columns.count > small.columns.count * 2)
        #expect(big.rows.count > small.rows.count * 2)
    }

    @Test func settingTheTitleLabelsNumberOfLinesWrapsTheDrawnTitle() throws {
        let button = blackTitleButton("one two three four five", frame: CGRect(x: 0, y: 0, width: 90, height: 120))
        button.layoutIfNeeded()
        let oneLine = try extent(snapshot(of: button))

        button.titleLabel?.numberOfLines = 0
        #expect(button.sizeThatFits(CGSize(width: 90, height: 0)).height > button.intrinsicContentSize.height * 2)
        button.layoutIfNeeded()
        let wrappedImage = snapshot(of: button)
        keepForInspection(wrappedImage, "button-title-wrapped")
        let wrapped = try extent(wrappedImage)
        #expect(wrapped.rows.count > oneLine.rows.count * 2)
        #expect(wrapped.columns.upperBound < 90)
    }

    @Test func aConfigurationButtonDrawsItsOwnTitleAndHidesTheLabel() {
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Filled"
        let button = UIButton(configuration: configuration)
        button.setTitle("Legacy", for: .normal)
        #expect(button.titleLabel?.isHidden == true)
        button.configuration = nil
        #expect(button.titleLabel?.isHidden == false)
        #expect(button.titleLabel?.text == "Legacy")
    }
}
