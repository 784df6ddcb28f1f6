import Foundation
@testable import UIKitCore
import Testing

/// UILabel and UIImageView: their public API as on iOS, user interaction off by default (V-CUST-4), text drawn
/// through the drawing layer, images as layer contents placed by the content mode (V-DRAW-10, T-17).
@MainActor @Suite struct LabelAndImageViewTests {
    // MARK: UILabel

    /// V-CUST-4: a label starts with user interaction off.
    @Test func labelDefaultsAreUIKits() {
        let label = UILabel()
        #expect(!label.isUserInteractionEnabled)
        #expect(label.contentMode == .redraw)
        #expect(label.font.pointSize == 17)
        #expect(label.textColor == .label)
        #expect(label.textAlignment == .natural)
        #expect(label.numberOfLines == 1)
        #expect(label.lineBreakMode == .byTruncatingTail)
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.intrinsicContentSize == .zero)
        label.font = nil
        #expect(label.font.pointSize == 17, "a nil font restores the default")
    }

    @Test func textAndAttributedTextReplaceEachOther() {
        let label = UILabel()
        label.text = "Hello"
        #expect(label.attributedText?.string == "Hello")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont === label.font)
        let styled = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        label.attributedText = styled
        #expect(label.text == "Styled")
        // A label-wide font applies to the whole attributed string, as on iOS.
        let big = UIFont.systemFont(ofSize: 30)
        label.font = big
        #expect(label.attributedText?.attribute(.font, at: 3, effectiveRange: nil) as? UIFont === big)
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
    }

    @Test func sizeThatFitsWrapsOnlyMultiLineLabels() {
        let label = UILabel()
        label.text = "one two three four five six seven eight nine ten"
        let oneLine = label.sizeThatFits(CGSize(width: 60, height: 1000))
        #expect(oneLine.width > 60, "a one-line label measures the whole line")
        #expect(oneLine == label.intrinsicContentSize)
        #expect(oneLine.width == oneLine.width.rounded(.up) && oneLine.height == oneLine.height.rounded(.up))

        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 60, height: 1000))
        #expect(wrapped.width <= 60)
        #expect(wrapped.height >= oneLine.height * 3)

        label.numberOfLines = 2
        let twoLines = label.sizeThatFits(CGSize(width: 60, height: 1000))
        #expect(twoLines.height < oneLine.height * 2.5 && twoLines.height > oneLine.height * 1.5)

        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize == twoLines)
        label.numberOfLines = -3
        #expect(label.numberOfLines == 2, "negative line counts are refused")
    }

    @Test func sizeToFitTakesTheTextSize() {
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 1, height: 1))
        label.text = "Size me"
        label.sizeToFit()
        #expect(label.bounds.size == label.intrinsicContentSize)
        #expect(label.bounds.width > 20)
    }

    @Test func textChangesAreDrawnOnTheNextTurnOnly() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        CATransaction.flush()
        label.text = "A"
        label.textColor = .blue
        label.textAlignment = .center
        #expect(label.layer.needsDisplay())
    }

    @Test func labelDrawsItsTextCentredVerticallyAndAligned() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Hello"
        label.font = .systemFont(ofSize: 20)
        let left = try #require(snapshot(of: label))
        let leftExtent = try #require(darkExtent(of: left), "the label drew no text")
        keepForInspection(left, "label-left")
        #expect(leftExtent.columns.lowerBound < 10, "natural alignment starts at the left edge")
        let middle = Double(leftExtent.rows.lowerBound + leftExtent.rows.upperBound) / 2
        #expect(abs(middle - 30) < 6, "the text is centred vertically (rows \(leftExtent.rows))")

        label.textAlignment = .right
        let rightImage = try #require(snapshot(of: label))
        let right = try #require(darkExtent(of: rightImage))
        #expect(right.columns.upperBound > 190 && right.columns.lowerBound > 100)

        label.textAlignment = .center
        let centreImage = try #require(snapshot(of: label))
        let centre = try #require(darkExtent(of: centreImage))
        #expect(abs(Double(centre.columns.lowerBound + centre.columns.upperBound) / 2 - 100) < 4)
    }

    @Test func labelTextColourAndHighlightReachThePixels() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        label.text = "■■■■"
        label.font = .systemFont(ofSize: 30)
        label.textColor = .red
        let red = try #require(snapshot(of: label))
        #expect(Self.containsColour(red, .red))
        label.highlightedTextColor = .blue
        label.isHighlighted = true
        let blue = try #require(snapshot(of: label))
        #expect(Self.containsColour(blue, .blue) && !Self.containsColour(blue, .red))
    }

    @Test func longTextIsTruncatedToTheLabelsWidth() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        label.text = String(repeating: "wide words ", count: 20)
        let image = try #require(snapshot(of: label))
        let extent = try #require(darkExtent(of: image))
        #expect(extent.columns.upperBound < 80)
        let layout = try #require(label.makeTextLayout(width: 80))
        #expect(layout.lineCount == 1 && layout.size.width <= 80)
    }

    static func containsColour(_ image: CGImage, _ colour: RGBA8) -> Bool {
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x, y).isClose(to: colour, tolerance: 40) { return true }
        }
        return false
    }

    // MARK: UIImageView

    /// A `width` x `height` pixel image: left half red, right half blue.
    static func halves(_ width: Int, _ height: Int, scale: CGFloat = 1) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        let size = CGSize(width: CGFloat(width) / scale, height: CGFloat(height) / scale)
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height))
            UIColor.blue.setFill()
            context.fill(CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: size.height))
        }
    }

    /// V-CUST-4: an image view starts with user interaction off.
    @Test func imageViewDefaultsAndSizing() {
        let image = Self.halves(100, 50)
        let view = UIImageView(image: image)
        #expect(!view.isUserInteractionEnabled)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(view.intrinsicContentSize == CGSize(width: 100, height: 50))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 100, height: 50))
        #expect(view.contentMode == .scaleToFill)
        let empty = UIImageView(frame: .zero)
        #expect(empty.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        let retina = UIImageView(image: Self.halves(100, 50, scale: 2))
        #expect(retina.bounds.size == CGSize(width: 50, height: 25))
        #expect(retina.layer.contentsScale == 2)
    }

    @Test func imageBecomesLayerContentsWithoutDrawing() throws {
        let image = Self.halves(100, 50)
        let view = UIImageView(image: image)
        let contents = try #require(view.layer.contents as? CGImage)
        #expect(contents === image.cgImage)
        view.image = nil
        #expect(view.layer.contents == nil)
    }

    @Test func highlightedImageIsShownWhileHighlighted() throws {
        let normal = Self.halves(10, 10), highlighted = Self.halves(20, 20)
        let view = UIImageView(image: normal, highlightedImage: highlighted)
        #expect(view.layer.contents as? CGImage === normal.cgImage)
        view.isHighlighted = true
        #expect(view.layer.contents as? CGImage === highlighted.cgImage)
        view.isHighlighted = false
        #expect(view.layer.contents as? CGImage === normal.cgImage)
    }

    /// T-17 with an image view: 100x50 content in 200x200 bounds.
    @Test func t17ContentModesPlaceTheImage() {
        let view = UIImageView(image: Self.halves(100, 50))
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)

        view.contentMode = .scaleAspectFit // F(0,50,200,100)
        var image = snapshot(of: view)
        expectPixel(image, 2, 52, .red, name: "t17-aspect-fit")
        expectPixel(image, 197, 147, .blue, name: "t17-aspect-fit")
        expectPixel(image, 100, 40, .white, name: "t17-aspect-fit")
        expectPixel(image, 100, 160, .white, name: "t17-aspect-fit")

        view.contentMode = .scaleToFill // F(0,0,200,200)
        image = snapshot(of: view)
        expectPixel(image, 2, 2, .red, name: "t17-fill")
        expectPixel(image, 197, 197, .blue, name: "t17-fill")

        view.contentMode = .left // F(0,75,100,50)
        image = snapshot(of: view)
        expectPixel(image, 2, 77, .red, name: "t17-left")
        expectPixel(image, 97, 122, .blue, name: "t17-left")
        expectPixel(image, 102, 100, .white, name: "t17-left")
        expectPixel(image, 50, 72, .white, name: "t17-left")

        view.contentMode = .scaleAspectFill // F(-100,0,400,200): the seam at x=100, clipped when clipsToBounds
        view.clipsToBounds = true
        image = snapshot(of: view)
        expectPixel(image, 97, 100, .red, name: "t17-aspect-fill")
        expectPixel(image, 103, 100, .blue, name: "t17-aspect-fill")
    }

    @Test func templateImagesTakeTheTintColour() throws {
        let view = UIImageView(image: Self.halves(20, 20).withRenderingMode(.alwaysTemplate))
        view.tintColor = .green
        expectPixel(snapshot(of: view), 5, 5, .green, name: "template-tint")
        view.tintColor = .red
        expectPixel(snapshot(of: view), 15, 15, .red, name: "template-tint-changed")
    }

    @Test func stretchableImagesStretchOnlyTheirMiddle() throws {
        // 30x30: a red 10-point frame around a blue middle; stretched to 90 wide, the caps stay 10 wide.
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let framed = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 30), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
        }
        let view = UIImageView(image: framed.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10),
                                                            resizingMode: .stretch))
        view.frame = CGRect(x: 0, y: 0, width: 90, height: 30)
        let image = snapshot(of: view)
        expectPixel(image, 8, 15, .red, name: "stretchable")
        expectPixel(image, 20, 15, .blue, name: "stretchable")
        expectPixel(image, 70, 15, .blue, name: "stretchable")
        expectPixel(image, 82, 15, .red, name: "stretchable")
    }
}
