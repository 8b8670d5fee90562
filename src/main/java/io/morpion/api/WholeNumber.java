package io.morpion.api;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import java.io.IOException;

/**
 * A request field that holds a whole number as a JSON number and nothing else: neither 5.5 (which Jackson would cut
 * to 5) nor "5" (which it would read as 5) is what the caller meant to send.
 */
public final class WholeNumber extends StdDeserializer<Integer> {

    public WholeNumber() {
        super(Integer.class);
    }

    @Override
    public Integer deserialize(JsonParser parser, DeserializationContext context) throws IOException {
        if (parser.currentToken() == JsonToken.VALUE_NUMBER_INT
                && parser.getNumberType() == JsonParser.NumberType.INT) {
            return parser.getIntValue();
        }
        return (Integer) context.reportInputMismatch(Integer.class, "a whole number");
    }
}
