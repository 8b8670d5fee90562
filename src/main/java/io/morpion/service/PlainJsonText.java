package io.morpion.service;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.KeyDeserializer;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.deser.std.StringDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import io.morpion.service.common.RequestText;
import io.quarkus.jackson.ObjectMapperCustomizer;
import jakarta.inject.Singleton;
import java.io.IOException;
import java.util.Optional;

/**
 * Every text a JSON body holds, a field's value or a map's key, is refused while it is read when it holds a control
 * character other than tab, line feed and carriage return: U+0000 reached the database and came back as a 500, and
 * no name, reason, secret or parameter needs the others. The refusal names the field by its path.
 */
@Singleton
public class PlainJsonText implements ObjectMapperCustomizer {

    /** A text of a JSON body that holds a control character: which, and at which character of the text. */
    static final class ControlCharacter extends JsonMappingException {
        final String character;
        final int at;

        ControlCharacter(JsonParser parser, String character, int at) {
            super(parser, "holds a control character (" + character + ") at character " + at);
            this.character = character;
            this.at = at;
        }
    }

    @Override
    public void customize(ObjectMapper mapper) {
        mapper.registerModule(new SimpleModule("plain-json-text")
                .addDeserializer(String.class, new PlainText())
                .addKeyDeserializer(String.class, new PlainKey()));
    }

    private static String checked(JsonParser parser, String text) throws JsonMappingException {
        Optional<RequestText.ControlCharacter> found = RequestText.controlIn(text);
        if (found.isPresent()) {
            throw new ControlCharacter(parser, found.get().named(), found.get().at());
        }
        return text;
    }

    private static final class PlainText extends StdScalarDeserializer<String> {
        PlainText() {
            super(String.class);
        }

        @Override
        public String deserialize(JsonParser parser, DeserializationContext context) throws IOException {
            return checked(parser, StringDeserializer.instance.deserialize(parser, context));
        }
    }

    private static final class PlainKey extends KeyDeserializer {
        @Override
        public Object deserializeKey(String key, DeserializationContext context) throws IOException {
            return checked(context.getParser(), key);
        }
    }
}
